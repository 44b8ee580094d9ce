import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Meter, type MeterThreshold } from './Meter';

const quorum: MeterThreshold[] = [
  { from: 0, tone: 'danger' },
  { from: 40, tone: 'warning' },
  { from: 50, tone: 'success' },
];

const meta = {
  title: 'Components/Meter',
  component: Meter,
  args: {
    label: 'Quórum atingido',
    value: 62,
    thresholds: quorum,
    description: 'Mínimo de 50% das unidades para instalar a assembleia.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `A level within a known range, such as the quorum reached by a voting. \`thresholds\` change the tone
as the value crosses them (e.g. red below 40%, amber up to 50%, green from 50%). The value is always printed, so the
colour is never the only cue.

- **Do** say in the description what the thresholds mean ('Mínimo de 50% para instalar').
- **Don't** use it for progress over time (use ProgressBar) or rely on its colour alone.`,
      },
    },
  },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Quórum atingido' });
    await expect(meter).toHaveAttribute('aria-valuenow', '62');
    await expect(meter).toHaveAttribute('data-tone', 'success');
  },
};

/** The three tones of the quorum thresholds, and a meter without thresholds (neutral). */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Meter {...args} label="Assembleia A" value={22} />
      <Meter {...args} label="Assembleia B" value={45} />
      <Meter {...args} label="Assembleia C" value={62} />
      <Meter label="Armazenamento usado" value={30} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'Assembleia A' })).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByRole('meter', { name: 'Assembleia B' })).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByRole('meter', { name: 'Assembleia C' })).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByRole('meter', { name: 'Armazenamento usado' })).toHaveAttribute(
      'data-tone',
      'neutral',
    );
  },
};

export const Empty: Story = {
  args: { value: 0, description: 'Nenhum voto registrado ainda.' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuenow', '0');
    await expect(meter).toHaveAttribute('data-tone', 'danger');
  },
};

/** Units instead of a percentage: thresholds are in the meter's units too (quorum of 150 of 300 units). */
export const CustomValueLabel: Story = {
  args: {
    label: 'Unidades presentes',
    value: 186,
    maxValue: 300,
    valueLabel: '186 de 300 unidades',
    thresholds: [
      { from: 0, tone: 'danger' },
      { from: 150, tone: 'success' },
    ],
    description: 'Mínimo de 150 unidades para instalar a assembleia.',
  },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Unidades presentes' });
    await expect(meter).toHaveAttribute('aria-valuetext', '186 de 300 unidades');
    await expect(meter).toHaveAttribute('data-tone', 'success');
  },
};
