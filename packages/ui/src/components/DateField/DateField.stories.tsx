import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

/** The last value onChange received, as ISO text (segment texts change with the locale). */
function lastValue(mock: unknown) {
  const calls = (mock as ReturnType<typeof fn>).mock.calls;
  return String(calls[calls.length - 1]?.[0]);
}

const meta = {
  title: 'Components/DateField',
  component: DateField,
  args: { label: 'Data de nascimento', onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <DateField {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'A date typed segment by segment (dd/mm/aaaa in pt-BR, the order and placeholders of the locale).',
          'Arrow keys change the focused segment; digits fill it and move on. `granularity="minute"` adds the time.',
          '',
          '- **Do** use it for dates people know (birth date, document dates); use `DatePicker` to browse a month.',
          '- **Do** keep values as `CalendarDate`/`CalendarDateTime` and convert at the API edge.',
          "- **Don't** put a date in a plain TextField with a mask: the segments are announced and validated.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Como consta no documento' },
  play: async ({ canvasElement }) => {
    const segments = within(canvasElement).getAllByRole('spinbutton');
    await expect(segments).toHaveLength(3);
  },
};

/** Keyboard only: Tab into the first segment, type the digits, ArrowUp adds a day. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('15052026');
    await expect(lastValue(args.onChange)).toBe('2026-05-15');
    await userEvent.keyboard('{Shift>}{Tab}{Tab}{/Shift}{ArrowUp}');
    await expect(lastValue(args.onChange)).toBe('2026-05-16');
  },
};

export const WithValue: Story = {
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <DateField {...args} defaultValue={new CalendarDate(1990, 8, 21)} />
    </div>
  ),
};

/** Date and time: pt-BR shows dd/mm/aaaa, hh:mm (24 h). */
export const DateAndTime: Story = {
  args: { label: 'Abertura da votação', granularity: 'minute', description: 'Horário de Brasília' },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <DateField {...args} defaultValue={new CalendarDateTime(2026, 5, 15, 9, 0)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('spinbutton').length).toBeGreaterThanOrEqual(5);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Informe uma data válida.', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Informe uma data válida.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <DateField {...args} defaultValue={new CalendarDate(1990, 8, 21)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [first] = within(canvasElement).getAllByRole('spinbutton');
    await expect(first).toHaveAttribute('aria-disabled', 'true');
  },
};
