import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RangeCalendar } from './RangeCalendar';

const may2026 = { start: new CalendarDate(2026, 5, 11), end: new CalendarDate(2026, 5, 15) };

/** The last range onChange received, as 'start/end' (names and digits change with the locale). */
function lastRange(mock: unknown) {
  const calls = (mock as ReturnType<typeof fn>).mock.calls;
  const range = calls[calls.length - 1]?.[0] as { start: CalendarDate; end: CalendarDate } | undefined;
  return range ? `${range.start.toString()}/${range.end.toString()}` : '';
}

/** The day buttons of the visible month in order (index 0 is the 1st), whatever day the locale starts weeks on. */
function monthDays(canvasElement: HTMLElement) {
  return canvasElement.querySelectorAll<HTMLElement>(
    '[role="gridcell"] [role="button"]:not([data-outside-month])',
  );
}

const meta = {
  title: 'Components/RangeCalendar',
  component: RangeCalendar,
  args: { 'aria-label': 'Período de votação', onChange: fn(), onFocusChange: fn() },
  render: (args) => <RangeCalendar {...args} defaultValue={may2026} />,
  parameters: {
    docs: {
      description: {
        component: [
          'A month grid to pick a start and an end date: the first press (or Enter) sets the start, the second the',
          'end; the band between them is highlighted. Locale-aware like `Calendar`.',
          '',
          '- **Do** label it (`aria-label`) with what the period is for.',
          '- **Do** pass `isDateUnavailable`: a range cannot stretch over an unavailable day unless',
          '  `allowsNonContiguousRanges` is set.',
          "- **Don't** use two separate Calendars for start and end: one RangeCalendar keeps them ordered.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof RangeCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const selected = within(canvasElement)
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-selected') === 'true');
    await expect(selected).toHaveLength(5);
  },
};

/** Keyboard only: Enter sets the start (focus moves to the next day), ArrowDown extends by a week, Enter ends. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(document.activeElement?.closest('[role="grid"]')).not.toBeNull();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastRange(args.onChange)).toBe('2026-05-11/2026-05-19'));
  },
};

export const Empty: Story = {
  render: (args) => <RangeCalendar {...args} defaultFocusedValue={new CalendarDate(2026, 5, 1)} />,
  play: async ({ canvasElement, args }) => {
    const cells = monthDays(canvasElement);
    await userEvent.click(cells[3]!);
    await userEvent.click(cells[9]!);
    await expect(lastRange(args.onChange)).toBe('2026-05-04/2026-05-10');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'O período de votação deve ter no máximo 3 dias.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('O período de votação deve ter no máximo 3 dias.'),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const cells = monthDays(canvasElement);
    await userEvent.click(cells[3]!);
    await expect(cells[3]).toHaveAttribute('aria-disabled', 'true');
  },
};
