import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchX } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const onClear = fn();

const meta = {
  title: 'Components/EmptyState',
  parameters: {
    docs: {
      description: {
        component: [
          'O que mostrar quando uma lista ou busca não tem resultados.',
          '',
          '- **Do** explique por que está vazio e ofereça a próxima ação em `action` (“Limpar filtros”, “Criar votação”).',
          "- **Don't** use para erros (use `ErrorFallback`) nem deixe só o ícone, sem texto.",
        ].join('\n'),
      },
    },
  },
  component: EmptyState,
  args: { title: 'Nenhum workspace encontrado', icon: <SearchX size={32} /> },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Nenhum workspace encontrado' }),
    ).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    description: 'Tente outro termo de busca.',
    action: (
      <Button variant="secondary" size="sm" onPress={onClear}>
        Limpar busca
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tente outro termo de busca.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await expect(onClear).toHaveBeenCalled();
  },
};
