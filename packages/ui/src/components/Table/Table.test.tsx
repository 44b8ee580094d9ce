import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Key, Selection, SortDescriptor } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Cell, Column, Row, Table, TableBody, TableHeader, type TableProps } from './Table';

interface Customer {
  id: number;
  name: string;
  city: string;
  orders: number;
}

const customers: Customer[] = [
  { id: 1, name: 'Ana Souza', city: 'Recife', orders: 12 },
  { id: 2, name: 'Bruno Lima', city: 'Curitiba', orders: 1500 },
  { id: 3, name: 'Carla Dias', city: 'Belém', orders: 3 },
];

function Customers({
  rows = customers,
  ...props
}: Partial<TableProps> & { rows?: Customer[]; renderEmptyState?: () => string }) {
  const { renderEmptyState, ...tableProps } = props as typeof props & { renderEmptyState?: () => string };
  return (
    <Table aria-label="Clientes" {...tableProps}>
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Nome
        </Column>
        <Column id="city">Cidade</Column>
        <Column id="orders" align="end" allowsSorting>
          Pedidos
        </Column>
      </TableHeader>
      <TableBody items={rows} renderEmptyState={renderEmptyState}>
        {(customer) => (
          <Row id={customer.id}>
            <Cell>{customer.name}</Cell>
            <Cell>{customer.city}</Cell>
            <Cell align="end">{customer.orders}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('Table', () => {
  it('renders a named grid with a header row and one row per item', () => {
    renderWithUi(<Customers />);
    const grid = screen.getByRole('grid', { name: 'Clientes' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nome', 'Cidade', 'Pedidos']);
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('rowheader', { name: 'Ana Souza' })).toBeInTheDocument();
  });

  it('sorts through onSortChange and marks the sorted column with aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const { rerender } = renderWithUi(
      <Customers sortDescriptor={{ column: 'name', direction: 'ascending' }} onSortChange={onSortChange} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Pedidos' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Cidade' })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('columnheader', { name: 'Nome' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    await user.click(screen.getByRole('columnheader', { name: 'Pedidos' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'orders', direction: 'ascending' });
    rerender(
      <Customers
        sortDescriptor={{ column: 'orders', direction: 'descending' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Pedidos' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('selects rows with checkboxes, and all of them from the header', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithUi(<Customers selectionMode="multiple" onSelectionChange={onSelectionChange} />);
    const checkboxes = screen.getAllByRole('checkbox');
    expect(checkboxes).toHaveLength(4);
    await user.click(checkboxes[2]!);
    expect([...(onSelectionChange.mock.lastCall![0] as Set<Key>)]).toEqual([2]);
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');
    await user.click(checkboxes[0]!);
    expect(onSelectionChange).toHaveBeenLastCalledWith('all');
    for (const row of bodyRows()) expect(row).toHaveAttribute('aria-selected', 'true');
  });

  it('selects a single row at a time, with a named selection column', async () => {
    const user = userEvent.setup();
    function Single() {
      const [selected, setSelected] = useState<Selection>(new Set());
      return <Customers selectionMode="single" selectedKeys={selected} onSelectionChange={setSelected} />;
    }
    renderWithUi(<Single />);
    expect(screen.getByRole('columnheader', { name: 'Seleção' })).toBeInTheDocument();
    const checkboxes = screen.getAllByRole('checkbox');
    expect(checkboxes).toHaveLength(3);
    await user.click(checkboxes[0]!);
    await user.click(checkboxes[1]!);
    expect(bodyRows().map((row) => row.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
  });

  it('has no checkboxes without a selection mode', () => {
    renderWithUi(<Customers />);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('runs the row action on click and on Enter', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    renderWithUi(<Customers onRowAction={onRowAction} />);
    await user.click(screen.getByRole('rowheader', { name: 'Bruno Lima' }));
    expect(onRowAction).toHaveBeenLastCalledWith(2);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith(3);
  });

  it('moves with the keyboard: Tab into the grid, arrows between rows and cells, Space selects', async () => {
    const user = userEvent.setup();
    renderWithUi(<Customers selectionMode="multiple" />);
    await user.tab();
    expect(bodyRows()[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(bodyRows()[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');
    // Into the row: its checkbox first, then the cells.
    await user.keyboard('{ArrowRight}');
    expect(within(bodyRows()[1]!).getByRole('checkbox')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('rowheader', { name: 'Bruno Lima' })).toHaveFocus();
  });

  it('sorts with Enter on a focused column header', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderWithUi(<Customers onSortChange={onSortChange} />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('columnheader', { name: 'Nome' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
  });

  it('shows the built-in empty text, or the one given', () => {
    const { unmount } = renderWithUi(<Customers rows={[]} />);
    expect(screen.getByRole('grid')).toHaveTextContent('Nenhum registro encontrado');
    unmount();
    renderWithUi(<Customers rows={[]} renderEmptyState={() => 'Nenhum cliente ainda'} />);
    expect(screen.getByRole('grid')).toHaveTextContent('Nenhum cliente ainda');
  });

  it('while loading keeps the header, replaces the rows with one loading row and sets aria-busy', () => {
    const { rerender } = renderWithUi(<Customers isLoading />);
    const grid = screen.getByRole('grid');
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Carregando…');
    rerender(<Customers />);
    expect(grid).not.toHaveAttribute('aria-busy');
    expect(bodyRows()).toHaveLength(3);
  });

  it('translates its texts with the provider locale', () => {
    renderWithUi(<Customers isLoading />, { locale: 'ar' });
    expect(bodyRows()[0]).toHaveTextContent('جارٍ التحميل…');
  });

  it('keeps a controlled sort descriptor as given', async () => {
    const user = userEvent.setup();
    function Sorted() {
      const [sort, setSort] = useState<SortDescriptor>({ column: 'orders', direction: 'ascending' });
      const rows = [...customers].sort((a, b) =>
        sort.direction === 'ascending' ? a.orders - b.orders : b.orders - a.orders,
      );
      return <Customers rows={rows} sortDescriptor={sort} onSortChange={setSort} />;
    }
    renderWithUi(<Sorted />);
    expect(bodyRows()[0]).toHaveTextContent('Carla Dias');
    await user.click(screen.getByRole('columnheader', { name: 'Pedidos' }));
    expect(bodyRows()[0]).toHaveTextContent('Bruno Lima');
  });
});
