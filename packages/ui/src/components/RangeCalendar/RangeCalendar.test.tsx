import { CalendarDate } from '@internationalized/date';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { RangeCalendar } from './RangeCalendar';

const may2026 = new CalendarDate(2026, 5, 14);

/** A day button by its name: 'quinta-feira, 14 de maio de 2026', maybe + ' selecionado' or ', Última data disponível'. */
function dayCell(day: number) {
  const name = new RegExp(`(^|, )${day} de maio de 2026( selecionado|, [^,]*)?$`);
  return within(screen.getByRole('grid')).getByRole('button', { name });
}

describe('RangeCalendar', () => {
  it('selects a range with two presses and marks the days between', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<RangeCalendar aria-label="Período" defaultFocusedValue={may2026} onChange={onChange} />);
    await user.click(dayCell(11));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(dayCell(15));
    expect(onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 5, 11),
      end: new CalendarDate(2026, 5, 15),
    });
    for (const day of [11, 13, 15])
      expect(dayCell(day).closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(dayCell(16).closest('td')).not.toHaveAttribute('aria-selected');
  });

  // After the first Enter RAC moves focus to the next day, so the range being built is announced.
  it('selects a range with the keyboard: Enter, arrows, Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<RangeCalendar aria-label="Período" defaultFocusedValue={may2026} onChange={onChange} />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dayCell(14)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dayCell(15)).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 5, 14),
      end: new CalendarDate(2026, 5, 22),
    });
  });

  it('orders the ends when the second press is before the first', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<RangeCalendar aria-label="Período" defaultFocusedValue={may2026} onChange={onChange} />);
    await user.click(dayCell(20));
    await user.click(dayCell(12));
    expect(onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 5, 12),
      end: new CalendarDate(2026, 5, 20),
    });
  });

  it('does not stretch a range over an unavailable date', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(
      <RangeCalendar
        aria-label="Período"
        defaultFocusedValue={may2026}
        isDateUnavailable={(date) => date.day === 13}
        onChange={onChange}
      />,
    );
    await user.click(dayCell(11));
    expect(dayCell(15)).toHaveAttribute('aria-disabled', 'true');
    expect(dayCell(12)).toHaveAccessibleName(/Última data disponível/);
    await user.click(dayCell(15));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(dayCell(12));
    expect(onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 5, 11),
      end: new CalendarDate(2026, 5, 12),
    });
  });

  it('names its buttons with the kit texts and shows the error while invalid', () => {
    renderWithUi(
      <RangeCalendar
        aria-label="Período"
        defaultValue={{ start: new CalendarDate(2026, 5, 11), end: new CalendarDate(2026, 5, 15) }}
        isInvalid
        errorMessage="O período máximo é de 3 dias."
      />,
      { locale: 'es' },
    );
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeInTheDocument();
    expect(screen.getByText('O período máximo é de 3 dias.')).toBeInTheDocument();
  });
});
