import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Form } from '../Form/Form';
import { CheckboxGroup } from './CheckboxGroup';

function Channels(props: Partial<React.ComponentProps<typeof CheckboxGroup>>) {
  return (
    <CheckboxGroup label="Canais de aviso" {...props}>
      <Checkbox value="email">E-mail</Checkbox>
      <Checkbox value="sms">SMS</Checkbox>
      <Checkbox value="push" isDisabled>
        Push
      </Checkbox>
    </CheckboxGroup>
  );
}

describe('CheckboxGroup', () => {
  it('is a named group whose value lists the checked options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<Channels defaultValue={['email']} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Canais de aviso' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    expect(onChange).toHaveBeenLastCalledWith(['email', 'sms']);
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    expect(onChange).toHaveBeenLastCalledWith(['sms']);
  });

  it('skips a disabled option and disables every option when the group is disabled', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithUi(<Channels />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'SMS' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Push' })).not.toHaveFocus();
    rerender(<Channels isDisabled />);
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
  });

  it('shows the group error once, linked to the group', () => {
    renderWithUi(
      <Channels isInvalid errorMessage="Escolha ao menos um canal" description="Pode mudar depois." />,
    );
    const group = screen.getByRole('group', { name: 'Canais de aviso' });
    expect(group).toHaveAccessibleDescription(/Escolha ao menos um canal/);
    expect(group).toHaveAccessibleDescription(/Pode mudar depois\./);
    expect(screen.getAllByText('Escolha ao menos um canal')).toHaveLength(1);
  });

  it('blocks a form submit while a required group is empty', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithUi(
      <Form onSubmit={onSubmit}>
        <Channels name="channels" isRequired errorMessage="Escolha ao menos um canal" />
        <Button type="submit">Salvar</Button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Escolha ao menos um canal')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
