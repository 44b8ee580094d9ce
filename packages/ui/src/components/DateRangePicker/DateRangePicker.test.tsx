import { CalendarDate } from '@internationalized/date';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { DateRangePicker } from './DateRangePicker';

const reversed = { start: new CalendarDate(2026, 5, 20), end: new CalendarDate(2026, 5, 10) };

describe('DateRangePicker', () => {
  it('takes start and end typed in the segments', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<DateRangePicker label="Período de votação" onChange={onChange} />);
    expect(screen.getAllByRole('spinbutton')).toHaveLength(6);
    await user.tab();
    await user.keyboard('1005202620052026');
    expect(onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 5, 10),
      end: new CalendarDate(2026, 5, 20),
    });
  });

  it('picks a range in the calendar popover and closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(
      <DateRangePicker
        label="Período de votação"
        defaultValue={{ start: new CalendarDate(2026, 5, 4), end: new CalendarDate(2026, 5, 8) }}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Calendário/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /, 11 de maio de 2026$/ }));
    await user.click(within(dialog).getByRole('button', { name: /, 15 de maio de 2026( selecionado)?$/ }));
    expect(onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 5, 11),
      end: new CalendarDate(2026, 5, 15),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("flags an end before the start through RAC's validation and shows the caller's message", () => {
    renderWithUi(
      <DateRangePicker
        label="Período de votação"
        defaultValue={reversed}
        validationBehavior="aria"
        errorMessage="A data final deve ser posterior à inicial."
      />,
    );
    expect(screen.getByText('A data final deve ser posterior à inicial.')).toBeInTheDocument();
    for (const segment of screen.getAllByRole('spinbutton')) {
      expect(segment).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it("hands RAC's localized validation errors to an error function", () => {
    const errorMessage = vi.fn(
      (validation: { validationErrors: string[] }) => `Corrija: ${validation.validationErrors.join(' ')}`,
    );
    renderWithUi(
      <DateRangePicker
        label="Período de votação"
        defaultValue={reversed}
        validationBehavior="aria"
        errorMessage={errorMessage}
      />,
    );
    expect(errorMessage).toHaveBeenCalled();
    expect(errorMessage.mock.lastCall?.[0].validationErrors.length).toBeGreaterThan(0);
    expect(screen.getByText(/^Corrija: .+/)).toBeInTheDocument();
  });

  it('is valid again once the end is after the start', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <DateRangePicker
        label="Período de votação"
        defaultValue={reversed}
        validationBehavior="aria"
        errorMessage="A data final deve ser posterior à inicial."
      />,
    );
    const endDay = screen.getAllByRole('spinbutton')[3]!;
    await user.click(endDay);
    await user.keyboard('25');
    await waitFor(() =>
      expect(screen.queryByText('A data final deve ser posterior à inicial.')).not.toBeInTheDocument(),
    );
  });

  it('disables the segments and the button', () => {
    renderWithUi(<DateRangePicker label="Período de votação" isDisabled />);
    expect(screen.getByRole('button', { name: /Calendário/ })).toBeDisabled();
    expect(screen.getAllByRole('spinbutton')[0]).toHaveAttribute('aria-disabled', 'true');
  });
});
