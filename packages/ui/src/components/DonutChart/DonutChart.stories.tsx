import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { longLabelResults, voteResults, weightedResults } from '../private/chart/chartFixtures';
import { DonutChart } from './DonutChart';

const meta = {
  title: 'Components/DonutChart',
  component: DonutChart,
  args: { title: 'Votos por opção', data: voteResults },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `A hand-written SVG ring for shares of a whole (votes per option), from 12 o'clock in the reading
direction, with the total in the middle and a legend that prints each value and share. The ring is an image named by a
full summary; 'Ver como tabela' swaps the chart for a real table with a caption.

- **Do** keep it to a few options with meaningful tones, and pass \`total\` when the whole is larger than the sum
  (the rest of the ring stays empty).
- **Don't** compare values across several donuts (use BarChart) or rely on the colours without the legend.`,
      },
    },
  },
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: /^Votos por opção: Aprovar 120/ });
    await expect(image.querySelectorAll('[data-key]')).toHaveLength(4);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Keyboard: Tab to the switch, Enter shows the table, Enter again the chart. */
export const TableToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Votos por opção' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('img')).toBeInTheDocument();
  },
};

/** Shares of all the weight (1): a third of the ring stays empty for those who did not vote. */
export const Weighted: Story = {
  args: {
    title: 'Votos por fração ideal',
    data: weightedResults,
    total: 1,
    formatValue: (value) => value.toLocaleString('pt-BR', { minimumFractionDigits: 4 }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: /Aprovar 0,4523 .*1,0000$/ }),
    ).toBeInTheDocument();
  },
};

export const Zeros: Story = {
  args: { title: 'Resultado parcial', data: voteResults.map((datum) => ({ ...datum, value: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img').querySelectorAll('[data-key]')).toHaveLength(0);
  },
};

export const OneOption: Story = {
  args: { title: 'Eleição de síndico', data: [{ key: 'ana', label: 'Ana Souza', value: 87 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img').querySelectorAll('[data-key]')).toHaveLength(1);
  },
};

export const LongLabels: Story = {
  args: { title: 'Proposta para a fachada', data: longLabelResults },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { title: 'Resultado', data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
