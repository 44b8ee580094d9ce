import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  parameters: {
    docs: {
      description: {
        component: [
          'Indicador de progresso indeterminado.',
          '',
          '- **Do** dê um `aria-label` quando ele for o único sinal de carregamento; sem rótulo ele é decorativo.',
          "- **Don't** use para esperas longas de progresso conhecido nem espalhe vários spinners pela mesma tela.",
        ].join('\n'),
      },
    },
  },
  component: Spinner,
  args: { 'aria-label': 'Carregando', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByRole('progressbar', { name: 'Carregando' });
    await expect(progress).not.toHaveAttribute('aria-valuenow');
  },
};

export const Decorative: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Spinner {...args} size="sm" /> Salvando…
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
    await expect(within(canvasElement).getByText('Salvando…')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} aria-label={`Carregando ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getAllByRole('progressbar');
    await expect(bars).toHaveLength(spinnerSizes.length);
    const widths = bars.map((bar) => bar.firstElementChild!.getBoundingClientRect().width);
    await expect(widths[0]).toBeLessThan(widths[2]!);
  },
};
