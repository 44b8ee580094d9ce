import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('reads and shows a pt-BR decimal comma', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(
      <NumberField label="Peso (kg)" onChange={onChange} formatOptions={{ maximumFractionDigits: 2 }} />,
    );
    const input = screen.getByRole('textbox', { name: 'Peso (kg)' });
    await user.type(input, '1234,5');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
    expect(input).toHaveValue('1.234,5');
  });

  it('formats currency with formatOptions', () => {
    renderWithUi(
      <NumberField
        label="Valor"
        defaultValue={1500.5}
        formatOptions={{ style: 'currency', currency: 'BRL' }}
      />,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Valor' });
    // Intl puts a no-break space after the symbol.
    expect(input.value.replace(/\s/g, ' ')).toBe('R$ 1.500,50');
  });

  it('names the step buttons with built-in texts plus the label, and steps within min/max', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(
      <NumberField label="Quantidade" defaultValue={1} minValue={0} maxValue={2} onChange={onChange} />,
    );
    const increment = screen.getByRole('button', { name: 'Aumentar Quantidade' });
    const decrement = screen.getByRole('button', { name: 'Diminuir Quantidade' });
    await user.click(increment);
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(increment).toBeDisabled();
    await user.click(decrement);
    await user.click(decrement);
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(decrement).toBeDisabled();
  });

  it('steps with the arrow keys from the input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<NumberField label="Vagas" defaultValue={5} step={5} onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Vagas' }));
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(10);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('translates the built-in names with the locale and lets props override them', () => {
    const { unmount } = renderWithUi(<NumberField label="Cantidad" />, { locale: 'es' });
    expect(screen.getByRole('button', { name: 'Aumentar Cantidad' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disminuir Cantidad' })).toBeInTheDocument();
    unmount();
    renderWithUi(<NumberField label="Idade" incrementLabel="Mais um ano" decrementLabel="Menos um ano" />);
    expect(screen.getByRole('button', { name: 'Mais um ano Idade' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menos um ano Idade' })).toBeInTheDocument();
  });

  it('hides the steppers on request and shows the error while invalid', () => {
    renderWithUi(<NumberField label="Ano" hideSteppers isInvalid errorMessage="Ano fora do intervalo" />);
    expect(screen.queryByRole('button')).toBeNull();
    const input = screen.getByRole('textbox', { name: 'Ano' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Ano fora do intervalo');
  });
});
