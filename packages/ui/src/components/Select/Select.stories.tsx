import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from './Select';

const sortKeys = [
  { id: 'name', label: 'Nome' },
  { id: 'createdAt', label: 'Data de criação' },
];

const meta = {
  title: 'Components/Select',
  parameters: {
    docs: {
      description: {
        component: [
          'Escolha de uma opção numa lista fechada e curta.',
          '',
          '- **Do** use para umas 4 a 15 opções, com `label` visível e a opção mais comum em `defaultSelectedKey`.',
          "- **Don't** use para 2 ou 3 opções (mostre-as todas) nem para listas longas que precisam de busca.",
        ].join('\n'),
      },
    },
  },
  component: Select,
  args: { label: 'Ordenar por', onSelectionChange: fn(), items: sortKeys, children: null },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Select {...args} items={sortKeys}>
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select<{ id: string; label: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultSelectedKey: 'name' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Ordenar por/ });
    await expect(trigger).toHaveTextContent('Nome');
    await userEvent.click(trigger);
    const listbox = await canvas.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Data de criação' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('createdAt');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Data de criação');
  },
};

export const Keyboard: Story = {
  args: { placeholder: 'Escolha' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Ordenar por/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('createdAt');
  },
};
