import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

/** The last value onChange received, as ISO text (names and digits change with the locale). */
function lastValue(mock: unknown) {
  const calls = (mock as ReturnType<typeof fn>).mock.calls;
  return String(calls[calls.length - 1]?.[0]);
}

/** The popover portals into the theme root, outside the canvas. */
function page() {
  return within(document.body);
}

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { label: 'Prazo de envio', onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <DatePicker {...args} defaultValue={new CalendarDate(2026, 5, 15)} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'A DateField with a calendar in a popover. Type the date, or open the calendar with the button or',
          'Alt+ArrowDown, move with the arrows, Enter picks, Escape closes (focus returns to the field).',
          '`granularity="minute"` adds hours and minutes; picking a day keeps the time.',
          '',
          '- **Do** use `minValue`/`maxValue` and `isDateUnavailable` so impossible dates cannot be picked.',
          '- **Do** use `granularity="minute"` for moments (a voting opens at 09:00 and closes at 18:00).',
          "- **Don't** use two DatePickers for a period that must stay ordered: use `DateRangePicker`.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await page().findByRole('dialog');
    const days = dialog.querySelectorAll<HTMLElement>(
      '[role="gridcell"] [role="button"]:not([data-outside-month])',
    );
    await userEvent.click(days[19]!);
    await expect(lastValue(args.onChange)).toBe('2026-05-20');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

export const Empty: Story = {
  args: { description: 'Último dia para enviar os documentos' },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <DatePicker {...args} />
    </div>
  ),
};

/**
 * Keyboard only: Tab into the field, type the digits, Alt+ArrowDown opens the calendar on that day,
 * ArrowDown moves a week, Enter picks and closes; the button opens it again and Escape closes it, focus back.
 */
export const Keyboard: Story = {
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <DatePicker {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('15052026');
    await expect(lastValue(args.onChange)).toBe('2026-05-15');

    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await page().findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(lastValue(args.onChange)).toBe('2026-05-22');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const year = canvas.getAllByRole('spinbutton')[2]!;
    await waitFor(() => expect(year).toHaveFocus());

    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await page().findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(lastValue(args.onChange)).toBe('2026-05-22');
  },
};

/** Date and time (pt-BR: dd/mm/aaaa, hh:mm). Picking a day in the calendar keeps the time. */
export const WithTime: Story = {
  args: { label: 'Abertura da votação', granularity: 'minute', description: 'Horário de Brasília' },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <DatePicker {...args} defaultValue={new CalendarDateTime(2026, 5, 15, 9, 0)} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('1045');
    await expect(lastValue(args.onChange)).toBe('2026-05-15T10:45:00');
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await page().findByRole('dialog');
    const days = dialog.querySelectorAll<HTMLElement>(
      '[role="gridcell"] [role="button"]:not([data-outside-month])',
    );
    await userEvent.click(days[19]!);
    await expect(lastValue(args.onChange)).toBe('2026-05-20T10:45:00');
  },
};

function VotingWindow() {
  const [opening, setOpening] = useState<CalendarDateTime | null>(new CalendarDateTime(2026, 5, 15, 9, 0));
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 300 }}>
      <DatePicker label="Abertura da votação" granularity="minute" value={opening} onChange={setOpening} />
      <DatePicker
        label="Encerramento da votação"
        granularity="minute"
        defaultValue={new CalendarDateTime(2026, 5, 20, 18, 0)}
        minValue={opening ?? undefined}
        validationBehavior="aria"
        errorMessage="O encerramento deve ser depois da abertura."
      />
    </div>
  );
}

/** A voting's opening and deadline, both with time: the deadline cannot be before the opening. */
export const VotingOpeningAndDeadline: Story = {
  render: () => <VotingWindow />,
};

export const Invalid: Story = {
  args: { validationBehavior: 'aria', errorMessage: 'O prazo deve ser a partir de 01/06/2026.' },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <DatePicker
        {...args}
        defaultValue={new CalendarDate(2026, 5, 15)}
        minValue={new CalendarDate(2026, 6, 1)}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('O prazo deve ser a partir de 01/06/2026.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};
