import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/SearchField',
  parameters: {
    docs: {
      description: {
        component: [
          'Campo de busca com botão de limpar: Esc limpa, Enter envia (`onSubmit`).',
          '',
          '- **Do** dê um nome (`label` ou `aria-label`) e um `clearLabel`; filtre em `onChange` em listas locais.',
          "- **Don't** use para dados que não são busca (use `TextField`) nem faça uma requisição a cada tecla sem espera.",
        ].join('\n'),
      },
    },
  },
  component: SearchField,
  args: {
    'aria-label': 'Buscar workspace',
    placeholder: 'Buscar',
    clearLabel: 'Limpar busca',
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Buscar workspace' });
    await userEvent.type(input, 'sao paulo{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('sao paulo');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const WithLabel: Story = {
  args: { 'aria-label': undefined, label: 'Workspace' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Workspace' });
    await userEvent.type(input, 'Rio');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};
