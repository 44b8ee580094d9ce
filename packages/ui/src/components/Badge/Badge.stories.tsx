import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Components/Badge',
  parameters: {
    docs: {
      description: {
        component: [
          'Rótulo curto de status ou contagem.',
          '',
          '- **Do** use uma ou duas palavras (“Ativo”, “3 novos”) e o tom que corresponde ao significado.',
          "- **Don't** dependa só da cor para o significado nem torne o Badge clicável.",
        ].join('\n'),
      },
    },
  },
  component: Badge,
  args: { children: 'Novo', tone: 'primary' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Novo')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = new Set(
      badgeTones.map((tone) => getComputedStyle(canvas.getByText(tone)).backgroundColor),
    );
    // Each tone but info (which shares the primary colour) looks different.
    await expect(colours.size).toBeGreaterThanOrEqual(badgeTones.length - 1);
  },
};
