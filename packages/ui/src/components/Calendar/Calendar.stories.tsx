import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate, isWeekend } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { resolveUiLocale } from '../../i18n/uiStrings';
import { Calendar } from './Calendar';
import { calendarStrings } from './Calendar.strings';

const may14 = new CalendarDate(2026, 5, 14);

/** The last date a mock was called with, as 'YYYY-MM-DD' (day names and digits change with the locale). */
function lastDate(mock: unknown) {
  const calls = (mock as ReturnType<typeof fn>).mock.calls;
  return String(calls[calls.length - 1]?.[0]);
}

/** The built-in button names of the locale the story runs in (pt-BR, or Arabic in the RTL pass). */
function navNames() {
  return calendarStrings[resolveUiLocale(document.documentElement.lang)];
}

const meta = {
  title: 'Components/Calendar',
  component: Calendar,
  args: { 'aria-label': 'Data de vencimento', onChange: fn(), onFocusChange: fn() },
  render: (args) => <Calendar {...args} defaultValue={may14} />,
  parameters: {
    docs: {
      description: {
        component: [
          'A month grid to pick one date, always visible. Month and weekday names, the first day of the week and',
          'the digits come from the UiProvider locale; the previous/next buttons are named in the seven locales.',
          'Values are `@internationalized/date` objects (`CalendarDate`).',
          '',
          '- **Do** give it an `aria-label` (or `aria-labelledby`) saying what the date is for.',
          '- **Do** use `minValue`/`maxValue` and `isDateUnavailable` (holidays, weekends) instead of rejecting later.',
          "- **Don't** use it for a date the user knows by heart (birth date): a `DateField` is faster to type.",
          "- **Don't** convert values to `Date` inside the UI: keep `CalendarDate` and convert at the API edge.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    const selected = within(grid)
      .getAllByRole('gridcell')
      .find((cell) => cell.getAttribute('aria-selected') === 'true');
    await expect(selected).toBeDefined();
    await userEvent.click(canvas.getByRole('button', { name: navNames().nextMonth }));
    await waitFor(() => expect(lastDate(args.onFocusChange)).toBe('2026-06-14'));
  },
};

/** Keyboard only: Tab to the grid, arrows move by week, PageDown by month, Enter selects. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(document.activeElement?.closest('td')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(lastDate(args.onFocusChange)).toBe('2026-05-21'));
    await userEvent.keyboard('{Enter}');
    await expect(lastDate(args.onChange)).toBe('2026-05-21');
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(lastDate(args.onFocusChange)).toBe('2026-06-21'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(lastDate(args.onFocusChange)).toBe('2026-06-14'));
  },
};

/** No value: the current month opens with today marked (bold, ringed, and 'Hoje' in its name). */
export const Today: Story = {
  render: (args) => <Calendar {...args} />,
  play: async ({ canvasElement }) => {
    const today = canvasElement.querySelector('[data-today]');
    await expect(today).not.toBeNull();
  },
};

/** Voting window: only weekdays from 4 to 28 May 2026. */
export const UnavailableAndLimits: Story = {
  args: { 'aria-label': 'Data da assembleia' },
  render: (args) => (
    <Calendar
      {...args}
      defaultFocusedValue={may14}
      minValue={new CalendarDate(2026, 5, 4)}
      maxValue={new CalendarDate(2026, 5, 28)}
      isDateUnavailable={(date) => isWeekend(date, 'pt-BR')}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: navNames().previousMonth })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: navNames().nextMonth })).toBeDisabled();
    const saturday = canvasElement.querySelector('[data-unavailable]');
    await userEvent.click(saturday!);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Escolha uma data a partir de amanhã.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Escolha uma data a partir de amanhã.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: navNames().previousMonth })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: navNames().nextMonth })).toBeDisabled();
  },
};
