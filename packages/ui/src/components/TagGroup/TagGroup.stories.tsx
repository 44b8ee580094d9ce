import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tag, TagGroup, type TagGroupProps } from './TagGroup';

interface Filter {
  id: string;
  name: string;
}

const initialFilters: Filter[] = [
  { id: 'open', name: 'Em aberto' },
  { id: 'sp', name: 'São Paulo' },
  { id: 'late', name: 'Atrasados' },
];

function RemovableTags({
  initial = initialFilters,
  ...props
}: Partial<TagGroupProps<Filter>> & { initial?: Filter[] }) {
  const [filters, setFilters] = useState(initial);
  return (
    <TagGroup
      {...props}
      items={filters}
      onRemove={(keys) => {
        props.onRemove?.(keys);
        setFilters((current) => current.filter((filter) => !keys.has(filter.id)));
      }}
    >
      {(filter) => <Tag id={filter.id}>{filter.name}</Tag>}
    </TagGroup>
  );
}

const meta = {
  title: 'Components/TagGroup',
  component: TagGroup,
  args: { label: 'Filtros aplicados', onRemove: fn(), onSelectionChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'Conjunto de etiquetas: filtros aplicados, categorias, valores escolhidos. Com `onRemove` cada etiqueta ganha um botão “Remover” e Delete/Backspace remove a etiqueta em foco; com `selectionMode` as etiquetas alternam.',
          '',
          '- **Do**: dê um `label` visível (ou `aria-label`) que diga o que as etiquetas são.',
          '- **Do**: remova a etiqueta do estado em `onRemove`; o foco passa para a vizinha.',
          '- **Don’t**: use etiquetas como botões de ação; use `Button`.',
          '- **Don’t**: dependa só da cor: a seleção também mostra um ícone de marcação.',
        ].join('\n'),
      },
    },
  },
  render: (args) => <RemovableTags {...(args as Partial<TagGroupProps<Filter>>)} />,
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Filtros aplicados' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(3);
    // The remove label is built in (Arabic in the RTL pass): take the button inside the tag.
    const removeSaoPaulo = within(canvas.getByRole('row', { name: 'São Paulo' })).getByRole('button');
    await expect(removeSaoPaulo).toHaveAccessibleName(/São Paulo/);
    await userEvent.click(removeSaoPaulo);
    await expect(args.onRemove).toHaveBeenCalledWith(new Set(['sp']));
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
  },
};

/** Keyboard only: Tab into the tags, arrows move, Delete and Backspace remove the focused tag. */
export const KeyboardRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Em aberto' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('row', { name: 'Atrasados' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenLastCalledWith(new Set(['late']));
    await waitFor(() => expect(canvas.queryByRole('row', { name: 'Atrasados' })).toBeNull());
    // Focus moves to a neighbour, so removing can go on.
    await waitFor(() => expect(canvas.getByRole('row', { name: 'São Paulo' })).toHaveFocus());
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(canvas.queryByRole('row', { name: 'São Paulo' })).toBeNull());
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};

export const Selectable: Story = {
  args: { label: 'Status', selectionMode: 'multiple', onRemove: undefined },
  render: (args) => (
    <TagGroup {...args} defaultSelectedKeys={['open']}>
      <Tag id="open">Em aberto</Tag>
      <Tag id="paid">Pagos</Tag>
      <Tag id="late">Atrasados</Tag>
    </TagGroup>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: 'Em aberto' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByRole('row', { name: 'Pagos' }));
    // RAC passes its own Set subclass: compare the keys.
    const lastSelection = (args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Set<string>;
    await expect([...lastSelection]).toEqual(['open', 'paid']);
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('row', { name: 'Pagos' })).toHaveAttribute('aria-selected', 'false');
  },
};

export const Empty: Story = {
  args: { description: 'Use a busca para adicionar filtros.' },
  render: (args) => <RemovableTags {...(args as Partial<TagGroupProps<Filter>>)} initial={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('row')).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Filtros aplicados' })).toHaveAttribute('data-empty');
  },
};

export const WithDisabledTag: Story = {
  args: { disabledKeys: ['sp'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: 'São Paulo' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Escolha no máximo 2 filtros.' },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Filtros aplicados' });
    await expect(grid).toHaveAccessibleDescription('Escolha no máximo 2 filtros.');
  },
};
