import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { longLabelResults, voteResults, weightedResults } from '../private/chart/chartFixtures';
import { BarChart } from './BarChart';

const meta = {
  title: 'Components/BarChart',
  component: BarChart,
  args: { title: 'Resultado: reforma da fachada', data: voteResults },
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
        component: `Hand-written SVG bars for results such as a voting's (approve / reject / abstain / conflict of
interest). Each bar grows from the inline start over a track that stands for the total, with its label above and its
value and share (locale percent) at the end. The SVG is an image named by a full summary; the 'Ver como tabela'
button swaps it for a real table with a caption (the choice made here: a toggle, so the card stays compact).

- **Do** give each option a tone that means something (success for approve, danger for reject) and a \`formatValue\`
  for weights; pass \`total\` when shares are of something larger than the sum (e.g. all eligible units).
- **Don't** use it for more than a handful of options or for values over time.`,
      },
    },
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: /^Resultado: reforma da fachada: Aprovar 120/ });
    await expect(image.querySelectorAll('[data-bar]')).toHaveLength(4);
    await expect(canvas.getByRole('figure', { name: 'Resultado: reforma da fachada' })).toBeInTheDocument();
  },
};

/** Keyboard: Tab to the switch, Enter shows the table, Enter again the chart. */
export const TableToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole('button');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Resultado: reforma da fachada' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByRole('rowheader', { name: 'Aprovar' })).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('img')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Weighted votes (fractions of the ideal) as shares of all the building's weight, which is 1. */
export const Weighted: Story = {
  args: {
    title: 'Resultado por fração ideal',
    data: weightedResults,
    total: 1,
    formatValue: (value) => value.toLocaleString('pt-BR', { minimumFractionDigits: 4 }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /Aprovar 0,4523/ })).toBeInTheDocument();
  },
};

export const Zeros: Story = {
  args: {
    title: 'Resultado parcial',
    data: voteResults.map((datum) => ({ ...datum, value: 0 })),
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image.querySelectorAll('[data-bar]')).toHaveLength(0);
  },
};

export const OneOption: Story = {
  args: { title: 'Eleição de síndico', data: [{ key: 'ana', label: 'Ana Souza', value: 87 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img').querySelectorAll('[data-bar]')).toHaveLength(1);
  },
};

export const LongLabels: Story = {
  args: { title: 'Proposta para a fachada', data: longLabelResults },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: /seis parcelas mensais/ }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { title: 'Resultado', data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Narrow (a phone card): labels wrap, values keep their column. */
export const Narrow: Story = {
  args: { data: longLabelResults, title: 'Proposta para a fachada' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(300);
  },
};
