import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup';

function Ballot(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup label="Seu voto" variant="card" {...props}>
      <Radio value="approve" description="Concordo com a proposta como está.">
        Aprovar
      </Radio>
      <Radio value="reject">Rejeitar</Radio>
      <Radio value="abstain">Abster-se</Radio>
      <Radio value="conflict" isDisabled>
        Conflito de interesse
      </Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a named radiogroup where one click chooses one option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<Ballot onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Seu voto' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Rejeitar' }));
    expect(onChange).toHaveBeenLastCalledWith('reject');
    await user.click(screen.getByText('Abster-se'));
    expect(screen.getByRole('radio', { name: 'Abster-se' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Rejeitar' })).not.toBeChecked();
  });

  it('gives an option its description line without putting it in the name', () => {
    renderWithUi(<Ballot />);
    const approve = screen.getByRole('radio', { name: 'Aprovar' });
    expect(approve).toHaveAccessibleDescription('Concordo com a proposta como está.');
  });

  it('moves the choice with the arrow keys and skips a disabled option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<Ballot defaultValue="reject" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Rejeitar' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('abstain');
    await user.keyboard('{ArrowDown}');
    // "Conflito de interesse" is disabled: the choice wraps to the first option.
    expect(onChange).toHaveBeenLastCalledWith('approve');
    expect(screen.getByRole('radio', { name: 'Conflito de interesse' })).toBeDisabled();
  });

  it('shows the group error, linked to the group', () => {
    renderWithUi(<Ballot isInvalid errorMessage="Escolha uma resposta" />);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Escolha uma resposta');
  });

  it('blocks a form submit until a required answer is chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithUi(
      <Form onSubmit={onSubmit}>
        <Ballot name="vote" isRequired errorMessage="Escolha uma resposta" />
        <Button type="submit">Votar</Button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Votar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Escolha uma resposta')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Aprovar' }));
    await user.click(screen.getByRole('button', { name: 'Votar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not change when read-only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<Ballot isReadOnly defaultValue="approve" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Rejeitar' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Aprovar' })).toBeChecked();
  });
});
