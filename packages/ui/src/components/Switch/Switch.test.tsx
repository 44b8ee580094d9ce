import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch that turns on and off by click and by Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<Switch onChange={onChange}>Modo escuro</Switch>);
    const control = screen.getByRole('switch', { name: 'Modo escuro' });
    await user.click(screen.getByText('Modo escuro'));
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(
      <Switch isSelected onChange={onChange}>
        Notificações
      </Switch>,
    );
    await user.click(screen.getByRole('switch', { name: 'Notificações' }));
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('switch', { name: 'Notificações' })).toBeChecked();
  });

  it('ignores input when disabled or read-only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(
      <>
        <Switch isDisabled onChange={onChange}>
          Bloqueado
        </Switch>
        <Switch isReadOnly defaultSelected onChange={onChange}>
          Somente leitura
        </Switch>
      </>,
    );
    expect(screen.getByRole('switch', { name: 'Bloqueado' })).toBeDisabled();
    await user.click(screen.getByText('Bloqueado'));
    await user.click(screen.getByText('Somente leitura'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('links description and error', () => {
    renderWithUi(
      <Switch description="Vale para todos os usuários." isInvalid errorMessage="Não foi possível salvar">
        Manutenção programada
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: 'Manutenção programada' });
    expect(control).toHaveAccessibleDescription(/Vale para todos os usuários\./);
    expect(control).toHaveAccessibleDescription(/Não foi possível salvar/);
  });
});
