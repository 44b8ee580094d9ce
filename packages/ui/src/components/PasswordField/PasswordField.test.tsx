import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('toggles the visibility of the password and the toggle name', async () => {
    const user = userEvent.setup();
    renderWithUi(<PasswordField label="Senha" showLabel="Mostrar senha" hideLabel="Ocultar senha" />);
    const input = screen.getByLabelText('Senha');
    await user.type(input, 'Demo@2026!');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Demo@2026!');

    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows the validation message from validate after a blur with validationBehavior aria', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <PasswordField
        label="Senha"
        showLabel="Mostrar senha"
        hideLabel="Ocultar senha"
        validationBehavior="aria"
        validate={(value) => (value ? null : 'Senha obrigatória')}
      />,
    );
    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Senha obrigatória')).toBeInTheDocument();
    await user.type(input, 'x');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
