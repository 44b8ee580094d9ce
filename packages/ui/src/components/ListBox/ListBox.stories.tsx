import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListBox, ListBoxItem } from './ListBox';

const workspaces = [
  'São Paulo Fundos Imobiliários',
  'Rio de Janeiro Crédito',
  'Belo Horizonte Ações',
  'Curitiba Multimercado',
  'Porto Alegre Renda Fixa',
  'Recife Infraestrutura',
  'Salvador Agro',
  'Fortaleza Previdência',
  'Manaus Energia',
  'Brasília Governança',
].map((name, index) => ({ id: `ws-${index + 1}`, name }));

const meta = {
  title: 'Components/ListBox',
  parameters: {
    docs: {
      description: {
        component: [
          'Lista de opções sempre visível, com seleção (ex.: trocar de workspace).',
          '',
          '- **Do** dê um `aria-label`, o `selectionMode` e um `renderEmptyState`; limite listas longas com `maxHeight`.',
          "- **Don't** ponha botões ou links dentro das opções: a opção inteira é o alvo.",
        ].join('\n'),
      },
    },
  },
  component: ListBox,
  args: {
    'aria-label': 'Workspaces',
    selectionMode: 'single',
    maxHeight: 300,
    onSelectionChange: fn(),
    items: workspaces,
    children: (item: { id: string; name: string }) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>,
  },
  argTypes: { children: { control: false }, items: { control: false } },
} satisfies Meta<typeof ListBox<{ id: string; name: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultSelectedKeys: ['ws-1'] },
  play: async ({ canvasElement, args }) => {
    const listbox = within(canvasElement).getByRole('listbox', { name: 'Workspaces' });
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(300);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Rio de Janeiro Crédito' }));
    const [selection] = (args.onSelectionChange as ReturnType<typeof fn>).mock.calls.at(-1) as [Set<string>];
    await expect([...selection]).toEqual(['ws-2']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(within(listbox).getByRole('option', { name: 'Belo Horizonte Ações' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { items: [], renderEmptyState: () => 'Nenhum workspace encontrado' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum workspace encontrado')).toBeVisible();
  },
};
