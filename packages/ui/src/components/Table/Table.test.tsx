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
  renderEmptyState,
  ...props
}: Partial<TableProps> & { rows?: Customer[]; renderEmptyState?: () => string }) {
  return (
    <Table aria-label="Clientes" {...props}>
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
          <Row>
            <Cell>{customer.name}</Cell>
            <Cell>{customer.city}</Cell>
            <Cell>{customer.orders}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const selectedRows = () =>
  bodyRows()
    .filter((row) => row.hasAttribute('data-selected'))
    .map((row) => within(row).getByRole('rowheader').textContent);
const lastSelection = (spy: ReturnType<typeof vi.fn>) => {
  const selection = spy.mock.lastCall![0] as Selection;
  return selection === 'all' ? 'all' : [...selection];
};

describe('Table', () => {
  it('is a named table (not a grid) with column headers, row headers and one row per item', () => {
    renderWithUi(<Customers />);
    const table = screen.getByRole('table', { name: 'Clientes' });
    expect(screen.queryByRole('grid')).toBeNull();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nome', 'Cidade', 'Pedidos']);
    expect(bodyRows()).toHaveLength(3);
    const rowHeader = screen.getByRole('rowheader', { name: 'Ana Souza' });
    expect(rowHeader.tagName).toBe('TH');
    expect(rowHeader).toHaveAttribute('scope', 'row');
    // The cells of an end-aligned column share its alignment class; the others do not.
    const orders = screen.getByRole('columnheader', { name: 'Pedidos' });
    const shared = (cell: HTMLElement) =>
      [...cell.classList].filter((name) => orders.classList.contains(name));
    expect(shared(within(bodyRows()[0]!).getByText('12'))).toHaveLength(1);
    expect(shared(within(bodyRows()[0]!).getByText('Recife'))).toHaveLength(0);
  });

  it('gives a caption as the table name', () => {
    renderWithUi(<Customers aria-label={undefined} caption="Clientes ativos" />);
    expect(screen.getByRole('table', { name: 'Clientes ativos' })).toBeInTheDocument();
  });

  it('with maxHeight, scrolls in a named region the keyboard can reach; without, adds no tab stop', async () => {
    const { unmount } = renderWithUi(<Customers maxHeight={120} />);
    const region = screen.getByRole('region', { name: 'Clientes' });
    expect(region).toHaveStyle({ maxHeight: '120px' });
    await userEvent.setup().tab();
    expect(region).toHaveFocus();
    unmount();
    renderWithUi(<Customers />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('sorts through header buttons and marks only the sorted column with aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const { rerender } = renderWithUi(
      <Customers sortDescriptor={{ column: 'name', direction: 'ascending' }} onSortChange={onSortChange} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Pedidos' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Cidade' })).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Nome' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    await user.click(screen.getByRole('button', { name: 'Pedidos' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'orders', direction: 'ascending' });
    rerender(
      <Customers
        sortDescriptor={{ column: 'orders', direction: 'descending' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Pedidos' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Nome' })).not.toHaveAttribute('aria-sort');
  });

  it('sorts with the keyboard: Tab to a header button, Enter or Space', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderWithUi(<Customers onSortChange={onSortChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Nome' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pedidos' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'orders', direction: 'ascending' });
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
    await user.click(screen.getByRole('button', { name: 'Pedidos' }));
    expect(bodyRows()[0]).toHaveTextContent('Bruno Lima');
  });

  it('names each row checkbox after its row header, and the header one "Selecionar tudo"', () => {
    renderWithUi(<Customers selectionMode="multiple" />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: 'Selecionar tudo' })).toBeInTheDocument();
    for (const { name } of customers)
      expect(screen.getByRole('checkbox', { name: `Selecionar ${name}` })).toBeInTheDocument();
  });

  it('selects rows with their checkboxes and marks them data-selected', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithUi(<Customers selectionMode="multiple" onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' }));
    expect(lastSelection(onSelectionChange)).toEqual([2]);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Carla Dias' }));
    expect(lastSelection(onSelectionChange)).toEqual([2, 3]);
    expect(selectedRows()).toEqual(['Bruno Lima', 'Carla Dias']);
    expect(screen.getByRole('checkbox', { name: 'Selecionar tudo' })).toBePartiallyChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' }));
    expect(lastSelection(onSelectionChange)).toEqual([3]);
  });

  it('selects all from the header, unchecks one of "all" keeping the others, and clears', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithUi(<Customers selectionMode="multiple" onSelectionChange={onSelectionChange} />);
    const selectAll = screen.getByRole('checkbox', { name: 'Selecionar tudo' });
    expect(selectAll).not.toBeChecked();
    await user.click(selectAll);
    expect(onSelectionChange).toHaveBeenLastCalledWith('all');
    expect(selectedRows()).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias']);
    expect(selectAll).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Ana Souza' }));
    expect(lastSelection(onSelectionChange)).toEqual([2, 3]);
    expect(selectAll).toBePartiallyChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Ana Souza' }));
    // Every row checked one by one is "all" too: the header is checked and clears them.
    expect(selectAll).toBeChecked();
    await user.click(selectAll);
    expect(lastSelection(onSelectionChange)).toEqual([]);
    expect(selectedRows()).toEqual([]);
  });

  it('selects with the keyboard: Tab to a row checkbox, Space', async () => {
    const user = userEvent.setup();
    renderWithUi(<Customers selectionMode="multiple" />);
    await user.tab(); // select all
    await user.tab(); // Nome
    await user.tab(); // Pedidos
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Selecionar Ana Souza' })).toHaveFocus();
    await user.keyboard(' ');
    expect(selectedRows()).toEqual(['Ana Souza']);
  });

  it('selects a single row at a time, with a named selection column', async () => {
    const user = userEvent.setup();
    function Single() {
      const [selected, setSelected] = useState<Selection>(new Set());
      return <Customers selectionMode="single" selectedKeys={selected} onSelectionChange={setSelected} />;
    }
    renderWithUi(<Single />);
    expect(screen.getByRole('columnheader', { name: 'Seleção' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Ana Souza' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' }));
    expect(selectedRows()).toEqual(['Bruno Lima']);
    expect(screen.getByRole('checkbox', { name: 'Selecionar Ana Souza' })).not.toBeChecked();
  });

  it('shows a controlled selection as given, and a default one', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const { unmount } = renderWithUi(
      <Customers selectionMode="multiple" selectedKeys={[1]} onSelectionChange={onSelectionChange} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' }));
    expect(lastSelection(onSelectionChange)).toEqual([1, 2]);
    expect(selectedRows()).toEqual(['Ana Souza']); // the parent did not take the change
    unmount();
    renderWithUi(<Customers selectionMode="multiple" defaultSelectedKeys={[3]} />);
    expect(selectedRows()).toEqual(['Carla Dias']);
  });

  it('keeps one row with disallowEmptySelection', async () => {
    const user = userEvent.setup();
    renderWithUi(<Customers selectionMode="single" defaultSelectedKeys={[2]} disallowEmptySelection />);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' }));
    expect(selectedRows()).toEqual(['Bruno Lima']);
  });

  it('leaves disabled rows out of selection and actions', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    renderWithUi(<Customers selectionMode="multiple" disabledKeys={[2]} onRowAction={onRowAction} />);
    expect(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' })).toBeDisabled();
    expect(rowOf('Bruno Lima')).toHaveAttribute('data-disabled');
    expect(within(rowOf('Bruno Lima')).queryByRole('button')).toBeNull();
    await user.click(within(rowOf('Bruno Lima')).getByText('Curitiba'));
    expect(onRowAction).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar tudo' }));
    expect(selectedRows()).toEqual(['Ana Souza', 'Carla Dias']);
    expect(screen.getByRole('checkbox', { name: 'Selecionar tudo' })).toBeChecked();
  });

  it('has no checkboxes without a selection mode', () => {
    renderWithUi(<Customers />);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('runs the row action on a click in the row, and from the row header button by keyboard', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    renderWithUi(<Customers onRowAction={onRowAction} />);
    await user.click(within(rowOf('Bruno Lima')).getByText('Curitiba'));
    expect(onRowAction).toHaveBeenLastCalledWith(2);
    const button = screen.getByRole('button', { name: 'Carla Dias' });
    expect(button.closest('th')).toHaveAttribute('scope', 'row');
    button.focus();
    await user.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith(3);
    expect(onRowAction).toHaveBeenCalledTimes(2);
  });

  it('with a row action, the checkbox selects without running the action', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    renderWithUi(<Customers selectionMode="multiple" onRowAction={onRowAction} />);
    await user.click(screen.getByRole('checkbox', { name: /Selecionar Ana Souza/ }));
    expect(selectedRows()).toEqual(['Ana Souza']);
    expect(onRowAction).not.toHaveBeenCalled();
  });

  it('without a row action, a click in the row toggles its selection', async () => {
    const user = userEvent.setup();
    renderWithUi(<Customers selectionMode="multiple" />);
    await user.click(within(rowOf('Ana Souza')).getByText('Recife'));
    expect(selectedRows()).toEqual(['Ana Souza']);
    await user.click(within(rowOf('Ana Souza')).getByText('Recife'));
    expect(selectedRows()).toEqual([]);
  });

  it('leaves links in cells to themselves', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    const onLink = vi.fn((event: Event) => event.preventDefault());
    renderWithUi(
      <Table aria-label="Pedidos" onRowAction={onRowAction}>
        <TableHeader>
          <Column isRowHeader>Pedido</Column>
          <Column>Nota</Column>
        </TableHeader>
        <TableBody>
          <Row id="p1">
            <Cell>P-1</Cell>
            <Cell>
              <a href="#nota" onClick={(event) => onLink(event.nativeEvent)}>
                Nota fiscal
              </a>
            </Cell>
          </Row>
        </TableBody>
      </Table>,
    );
    await user.click(screen.getByRole('link', { name: 'Nota fiscal' }));
    expect(onLink).toHaveBeenCalled();
    expect(onRowAction).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'P-1' }));
    expect(onRowAction).toHaveBeenLastCalledWith('p1');
  });

  it('shows the built-in empty text, or the one given, across every column', () => {
    const { unmount } = renderWithUi(<Customers rows={[]} selectionMode="multiple" />);
    const emptyCell = screen.getByRole('cell', { name: 'Nenhum registro encontrado' });
    expect(emptyCell).toHaveAttribute('colspan', '4');
    expect(screen.getByRole('checkbox', { name: 'Selecionar tudo' })).toBeDisabled();
    unmount();
    renderWithUi(<Customers rows={[]} renderEmptyState={() => 'Nenhum cliente ainda'} />);
    expect(screen.getByRole('cell', { name: 'Nenhum cliente ainda' })).toHaveAttribute('colspan', '3');
  });

  it('while loading keeps the header, replaces the rows with one loading row and sets aria-busy', () => {
    const { rerender } = renderWithUi(<Customers isLoading />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Carregando…');
    rerender(<Customers isLoading loadingLabel="Buscando clientes…" />);
    expect(bodyRows()[0]).toHaveTextContent('Buscando clientes…');
    rerender(<Customers />);
    expect(table).not.toHaveAttribute('aria-busy');
    expect(bodyRows()).toHaveLength(3);
  });

  it('translates its texts with the provider locale, and takes overrides', () => {
    const { unmount } = renderWithUi(<Customers isLoading selectionMode="multiple" />, { locale: 'ar' });
    expect(bodyRows()[0]).toHaveTextContent('جارٍ التحميل…');
    expect(screen.getByRole('checkbox', { name: 'تحديد الكل' })).toBeInTheDocument();
    unmount();
    renderWithUi(
      <Customers selectionMode="multiple" strings={{ selectAll: 'Marcar todos', selectRow: 'Marcar' }} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Marcar todos' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Marcar Ana Souza' })).toBeInTheDocument();
  });

  it('renders columns and cells from items, keyed by the items’ ids', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn<(key: Key) => void>();
    const columns = [
      { id: 'name', label: 'Nome', isRowHeader: true },
      { id: 'city', label: 'Cidade' },
    ];
    renderWithUi(
      <Table aria-label="Clientes" onRowAction={onRowAction}>
        <TableHeader columns={columns}>
          {(column) => <Column isRowHeader={column.isRowHeader}>{column.label}</Column>}
        </TableHeader>
        <TableBody items={customers}>
          {(customer) => (
            <Row columns={columns}>{(column) => <Cell>{customer[column.id as 'name' | 'city']}</Cell>}</Row>
          )}
        </TableBody>
      </Table>,
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Nome',
      'Cidade',
    ]);
    await user.click(screen.getByRole('button', { name: 'Carla Dias' }));
    expect(onRowAction).toHaveBeenLastCalledWith(3);
  });
});
