import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  afterEach(() => vi.useRealTimers());

  it('is a multi-line textbox with its label, rows and description', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(
      <TextArea label="Justificativa" rows={6} description="Ficará registrada na ata." onChange={onChange} />,
    );
    const box = screen.getByRole('textbox', { name: 'Justificativa' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '6');
    expect(box).toHaveAccessibleDescription('Ficará registrada na ata.');
    await user.type(box, 'Linha 1{Enter}Linha 2');
    expect(onChange).toHaveBeenLastCalledWith('Linha 1\nLinha 2');
  });

  it('counts characters against maxLength and announces the count politely once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithUi(<TextArea label="Resumo" maxLength={10} showCounter defaultValue="abc" />);
    expect(screen.getByText('3/10')).toBeInTheDocument();
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('');
    await user.type(screen.getByRole('textbox', { name: 'Resumo' }), 'defghijklmn');
    expect(screen.getByText('10/10')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('abcdefghij');
    expect(live).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(1100));
    expect(live).toHaveTextContent('10 de 10 caracteres');
  });

  it('counts a controlled value and lets the caller word the announcement', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { rerender } = renderWithUi(
      <TextArea
        label="Nota"
        maxLength={50}
        showCounter
        value="oi"
        counterText={(count, max) => `Restam ${max - count}`}
      />,
    );
    expect(screen.getByText('2/50')).toBeInTheDocument();
    rerender(
      <TextArea
        label="Nota"
        maxLength={50}
        showCounter
        value="olá!"
        counterText={(count, max) => `Restam ${max - count}`}
      />,
    );
    expect(screen.getByText('4/50')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1100));
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Restam 46');
  });

  it("writes the counter in the locale's digits", () => {
    renderWithUi(<TextArea label="Notas" showCounter maxLength={200} defaultValue="abc" />, { locale: 'ar' });
    const digits = new Intl.NumberFormat('ar');
    expect(screen.getByText(`${digits.format(3)}/${digits.format(200)}`)).toBeInTheDocument();
  });

  it('has no counter without showCounter, and shows the error while invalid', () => {
    renderWithUi(<TextArea label="Motivo" maxLength={20} isInvalid errorMessage="Descreva o motivo" />);
    expect(screen.queryByText('0/20')).toBeNull();
    expect(document.querySelector('[aria-live]')).toBeNull();
    const box = screen.getByRole('textbox', { name: 'Motivo' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Descreva o motivo');
  });
});
