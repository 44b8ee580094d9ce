import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';

/** The last range onChange received, as 'start/end' in ISO (names and digits change with the locale). */
function lastRange(mock: unknown) {
  const calls = (mock as ReturnType<typeof fn>).mock.calls;
  const range = calls[calls.length - 1]?.[0] as { start: CalendarDate; end: CalendarDate } | undefined;
  return range ? `${range.start.toString()}/${range.end.toString()}` : '';
}

const may = { start: new CalendarDate(2026, 5, 11), end: new CalendarDate(2026, 5, 15) };

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Período de votação', onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 340 }}>
      <DateRangePicker {...args} defaultValue={may} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'Start and end in one field, typed segment by segment or picked in a RangeCalendar popover',
          "(button or Alt+ArrowDown). An end before the start is caught by RAC's validation; `errorMessage`",
          "says it in your words (or a function gets RAC's localized errors).",
          '',
          '- **Do** use `validationBehavior="aria"` to show the error while typing; the default waits for submit.',
          '- **Do** give `startName`/`endName` when the range is posted by a native form.',
          "- **Don't** validate the order yourself in an effect: RAC already marks the field invalid.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('spinbutton')).toHaveLength(6);
  },
};

export const Empty: Story = {
  args: { description: 'Os membros votam nestes dias' },
  render: (args) => (
    <div style={{ maxWidth: 340 }}>
      <DateRangePicker {...args} />
    </div>
  ),
};

/** Keyboard only: type both dates, then Alt+ArrowDown, Enter on the start, ArrowDown a week, Enter. */
export const Keyboard: Story = {
  render: (args) => (
    <div style={{ maxWidth: 340 }}>
      <DateRangePicker {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('1005202620052026');
    await expect(lastRange(args.onChange)).toBe('2026-05-10/2026-05-20');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Enter on the 10th starts a new range and moves focus to the 11th; ArrowDown goes to the 18th.
    await expect(lastRange(args.onChange)).toBe('2026-05-10/2026-05-18');
    await expect(within(canvasElement).getAllByRole('spinbutton')[0]).toBeVisible();
  },
};

/** The end is before the start: RAC's validation marks the field, the caller's message explains it. */
export const Invalid: Story = {
  args: { validationBehavior: 'aria', errorMessage: 'A data final deve ser posterior à inicial.' },
  render: (args) => (
    <div style={{ maxWidth: 340 }}>
      <DateRangePicker
        {...args}
        defaultValue={{ start: new CalendarDate(2026, 5, 20), end: new CalendarDate(2026, 5, 10) }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A data final deve ser posterior à inicial.')).toBeVisible();
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Opening and closing moments of a voting, with time. */
export const WithTime: Story = {
  args: { granularity: 'minute', description: 'Horário de Brasília' },
  render: (args) => (
    <div style={{ maxWidth: 440 }}>
      <DateRangePicker
        {...args}
        defaultValue={{
          start: new CalendarDateTime(2026, 5, 11, 9, 0),
          end: new CalendarDateTime(2026, 5, 15, 18, 0),
        }}
      />
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};
