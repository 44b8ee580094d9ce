import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Typography/Typography';
import { Card } from './Card';

const onNew = fn();

const meta = {
  title: 'Components/Card',
  parameters: {
    docs: {
      description: {
        component: [
          'Superfície que agrupa um conteúdo com título e ações.',
          '',
          '- **Do** use `as="section"` com `title` para uma região nomeada e `actions` para o botão do cartão.',
          "- **Don't** aninhe cartões em cartões nem torne o cartão inteiro clicável com botões dentro.",
        ].join('\n'),
      },
    },
  },
  component: Card,
  args: {
    title: 'Votações',
    as: 'section',
    actions: (
      <Button size="sm" onPress={onNew}>
        Nova votação
      </Button>
    ),
    children: <Text tone="muted">Nenhuma votação em andamento.</Text>,
  },
  argTypes: { actions: { control: false }, children: { control: false } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Votações' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nova votação' }));
    await expect(onNew).toHaveBeenCalled();
  },
};

export const Plain: Story = {
  args: { title: undefined, actions: undefined, as: 'div' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('Nenhuma votação em andamento.')).toBeVisible();
  },
};
