import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { TextField } from './TextField';

const emailRule = (value: string) => (/^\S+@\S+\.\S+$/.test(value) ? null : 'Insira um email válido!');

describe('TextField in a Form', () => {
  it('blocks submit and shows the validate message, then submits once valid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithUi(
      <Form onSubmit={onSubmit}>
        <TextField name="email" label="E-mail" validate={emailRule} />
        <Button type="submit">Entrar</Button>
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(input, 'admin@');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription('Insira um email válido!');
    await user.type(input, 'demo.local');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows server errors passed to the Form by field name', () => {
    renderWithUi(
      <Form validationErrors={{ email: 'Usuário não encontrado ou não cadastrado' }}>
        <TextField name="email" label="E-mail" />
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Usuário não encontrado ou não cadastrado',
    );
  });

  it('marks required fields visually without changing the accessible name', () => {
    renderWithUi(<TextField label="Nome" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Nome' });
    expect(input).toBeRequired();
  });
});
