import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { DatePicker } from './DatePicker';

describe('DatePicker', () => {
  it('works with the keyboard alone: type, Alt+ArrowDown, arrow, Enter, reopen, Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<DatePicker label="Prazo" onChange={onChange} />);
    await user.tab();
    await user.keyboard('15052026');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 5, 15));

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/15 de maio de 2026/));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 5, 22));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    // Focus is back on the segment that opened the calendar (the year, where typing ended); the button is next.
    const year = screen.getAllByRole('spinbutton')[2]!;
    await waitFor(() => expect(year).toHaveFocus());
    const button = screen.getByRole('button', { name: /Calendário/ });
    await user.tab();
    expect(button).toHaveFocus();
    const callsBeforeEscape = onChange.mock.calls.length;
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(onChange).toHaveBeenCalledTimes(callsBeforeEscape);
  });

  it('names the calendar button after the field and the month buttons in the locale', async () => {
    const user = userEvent.setup();
    renderWithUi(<DatePicker label="Prazo" defaultValue={new CalendarDate(2026, 5, 15)} />);
    const button = screen.getByRole('button', { name: 'Calendário Prazo' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Próximo mês' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: /15 de maio de 2026 selecionado/ }),
    ).toBeInTheDocument();
  });

  it('keeps the time when a day is picked with granularity minute', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(
      <DatePicker
        label="Abertura da votação"
        granularity="minute"
        defaultValue={new CalendarDateTime(2026, 5, 15, 9, 30)}
        onChange={onChange}
      />,
    );
    const segments = screen.getAllByRole('spinbutton').map((segment) => segment.textContent);
    expect(segments).toEqual(['15', '05', '2026', '09', '30']);
    await user.click(screen.getByRole('button', { name: /Calendário/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /, 20 de maio de 2026$/ }));
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDateTime(2026, 5, 20, 9, 30));
  });

  it('offers only days between min and max in the calendar', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <DatePicker
        label="Prazo"
        defaultValue={new CalendarDate(2026, 5, 15)}
        minValue={new CalendarDate(2026, 5, 10)}
        maxValue={new CalendarDate(2026, 5, 20)}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Calendário/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /, 9 de maio de 2026$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Mês anterior' })).toBeDisabled();
  });

  it('shows the error while invalid and blocks the button while disabled', () => {
    const { rerender } = renderWithUi(
      <DatePicker label="Prazo" isInvalid errorMessage="Informe o prazo." description="Data limite" />,
    );
    expect(screen.getByText('Informe o prazo.')).toBeInTheDocument();
    expect(screen.getByText('Data limite')).toBeInTheDocument();
    rerender(<DatePicker label="Prazo" isDisabled />);
    expect(screen.getByRole('button', { name: /Calendário/ })).toBeDisabled();
  });
});
