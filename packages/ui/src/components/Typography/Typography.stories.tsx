import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, Text } from './Typography';

const meta = {
  title: 'Components/Typography',
  parameters: {
    docs: {
      description: {
        component: [
          '`Heading` (h1–h6) e `Text` na escala do tema.',
          '',
          '- **Do** escolha o `level` pela estrutura da página (um h1, sem pular níveis) e o `size` pela aparência.',
          '- **Don\'t** use um nível de título só para ficar maior nem `tone="muted"` em textos essenciais.',
        ].join('\n'),
      },
    },
  },
  component: Heading,
  args: { children: 'Workspaces', level: 1, size: 'xl' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
  },
};

export const Scale: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Heading level={1} size="xl">
        Título da página
      </Heading>
      <Heading level={2} size="lg">
        Seção
      </Heading>
      <Heading level={3} size="md">
        Subseção
      </Heading>
      <Text>Texto normal do corpo.</Text>
      <Text size="sm" tone="muted">
        Texto auxiliar.
      </Text>
      <Text size="sm" tone="danger">
        Mensagem de erro.
      </Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sizes = [1, 2, 3].map((level) =>
      parseFloat(getComputedStyle(canvas.getByRole('heading', { level })).fontSize),
    );
    await expect(sizes[0]).toBeGreaterThan(sizes[1]!);
    await expect(sizes[1]).toBeGreaterThan(sizes[2]!);
  },
};
