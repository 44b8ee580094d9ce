import { CalendarDate, getLocalTimeZone, isWeekend, today } from '@internationalized/date';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Calendar } from './Calendar';

const may2026 = new CalendarDate(2026, 5, 14);

/** A day button by its accessible name, e.g. 'quinta-feira, 14 de maio de 2026' (today's starts with 'Hoje'). */
function dayCell(day: number, month = 'maio') {
  const name = new RegExp(`(^|, )${day} de ${month} de 2026`);
  return within(screen.getByRole('grid')).getByRole('button', { name });
}

describe('Calendar', () => {
  it('shows the month in pt-BR with the week starting on Sunday and built-in button names', () => {
    renderWithUi(<Calendar aria-label="Vencimento" defaultValue={may2026} />);
    expect(screen.getByText('maio de 2026')).toBeVisible();
    const headers = within(screen.getByRole('grid')).getAllByRole('columnheader', { hidden: true });
    expect(headers[0]).toHaveTextContent('D');
    expect(screen.getByRole('button', { name: 'Mês anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toBeInTheDocument();
  });

  it('follows the locale: French weeks start on Monday, Arabic names the buttons in Arabic', () => {
    const { unmount } = renderWithUi(<Calendar aria-label="Échéance" defaultValue={may2026} />, {
      locale: 'fr',
    });
    expect(
      within(screen.getByRole('grid')).getAllByRole('columnheader', { hidden: true })[0],
    ).toHaveTextContent('L');
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toBeInTheDocument();
    unmount();
    renderWithUi(<Calendar aria-label="الاستحقاق" defaultValue={may2026} />, { locale: 'ar' });
    expect(screen.getByRole('button', { name: 'الشهر السابق' })).toBeInTheDocument();
  });

  it('lets props rename the navigation buttons', () => {
    renderWithUi(
      <Calendar aria-label="Vencimento" previousLabel="Voltar um mês" nextLabel="Avançar um mês" />,
    );
    expect(screen.getByRole('button', { name: 'Voltar um mês' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avançar um mês' })).toBeInTheDocument();
  });

  it('selects a day by pointer and moves between months', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<Calendar aria-label="Vencimento" defaultValue={may2026} onChange={onChange} />);
    await user.click(dayCell(20));
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(2026, 5, 20));
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(screen.getByRole('application', { name: 'Vencimento, junho de 2026' })).toBeInTheDocument();
  });

  it('navigates with the keyboard and selects with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<Calendar aria-label="Vencimento" defaultValue={may2026} onChange={onChange} />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dayCell(14)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 5, 22));
    await user.keyboard('{PageDown}');
    expect(dayCell(22, 'junho')).toHaveFocus();
  });

  it('marks today in the accessible name', () => {
    renderWithUi(<Calendar aria-label="Vencimento" />);
    const todayCell = within(screen.getByRole('grid')).getByRole('button', { name: /^Hoje/ });
    expect(todayCell).toHaveTextContent(String(today(getLocalTimeZone()).day));
  });

  it('does not select unavailable dates or dates outside min/max, and stops paging at the limits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(
      <Calendar
        aria-label="Data da assembleia"
        defaultFocusedValue={may2026}
        minValue={new CalendarDate(2026, 5, 4)}
        maxValue={new CalendarDate(2026, 5, 28)}
        isDateUnavailable={(date) => isWeekend(date, 'pt-BR')}
        onChange={onChange}
      />,
    );
    const saturday = dayCell(16);
    expect(saturday).toHaveAttribute('aria-disabled', 'true');
    await user.click(saturday);
    await user.click(dayCell(1));
    await user.click(dayCell(29));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Mês anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toBeDisabled();
    await user.click(dayCell(15));
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(2026, 5, 15));
  });

  it('shows the error message while invalid', () => {
    renderWithUi(
      <Calendar
        aria-label="Vencimento"
        defaultValue={may2026}
        isInvalid
        errorMessage="Escolha um dia útil."
      />,
    );
    expect(screen.getByText('Escolha um dia útil.')).toBeInTheDocument();
  });

  it('ignores presses while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<Calendar aria-label="Vencimento" defaultValue={may2026} isDisabled onChange={onChange} />);
    await user.click(dayCell(20));
    expect(onChange).not.toHaveBeenCalled();
  });
});
