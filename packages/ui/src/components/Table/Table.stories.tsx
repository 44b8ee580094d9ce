import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Pagination } from '../Pagination/Pagination';
import { Cell, Column, Row, Table, TableBody, TableHeader, type TableProps } from './Table';

interface Customer {
  id: number;
  name: string;
  city: string;
  status: 'Ativo' | 'Inativo';
  orders: number;
}

const firstNames = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
];
const lastNames = ['Souza', 'Lima', 'Dias', 'Costa', 'Rocha', 'Alves', 'Nunes', 'Barros', 'Pereira', 'Melo'];
const cities = ['Recife', 'Curitiba', 'Belém', 'Salvador', 'Manaus', 'Porto Alegre', 'Goiânia'];

/** 253 deterministic customers: the fake server's table. */
const allCustomers: Customer[] = Array.from({ length: 253 }, (_, index) => ({
  id: index + 1,
  name: `${firstNames[index % 10]} ${lastNames[Math.floor(index / 10) % 10]} ${index + 1}`,
  city: cities[(index * 3) % cities.length]!,
  status: index % 9 === 0 ? 'Inativo' : 'Ativo',
  orders: (index * 37) % 211,
}));

function sortCustomers(rows: Customer[], sort: SortDescriptor | undefined) {
  if (!sort) return rows;
  const key = sort.column as keyof Customer;
  const sorted = [...rows].sort((a, b) =>
    typeof a[key] === 'number'
      ? (a[key] as number) - (b[key] as number)
      : String(a[key]).localeCompare(String(b[key]), 'pt-BR', { numeric: true }),
  );
  return sort.direction === 'descending' ? sorted.reverse() : sorted;
}

/** The in-story "server": one page of sorted customers after a short delay. */
function fetchCustomers(query: { page: number; pageSize: number; sort: SortDescriptor }) {
  return new Promise<{ rows: Customer[]; total: number }>((resolve) => {
    setTimeout(() => {
      const start = (query.page - 1) * query.pageSize;
      const rows = sortCustomers(allCustomers, query.sort).slice(start, start + query.pageSize);
      resolve({ rows, total: allCustomers.length });
    }, 400);
  });
}

const firstFive = allCustomers.slice(0, 5);

function CustomerTable({ rows = firstFive, ...props }: Partial<TableProps> & { rows?: Customer[] }) {
  return (
    <Table aria-label="Clientes" {...props}>
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Nome
        </Column>
        <Column id="city" allowsSorting>
          Cidade
        </Column>
        <Column id="status">Situação</Column>
        <Column id="orders" align="end" allowsSorting>
          Pedidos
        </Column>
      </TableHeader>
      <TableBody items={rows}>
        {(customer) => (
          <Row id={customer.id}>
            <Cell>{customer.name}</Cell>
            <Cell>{customer.city}</Cell>
            <Cell>
              <Badge tone={customer.status === 'Ativo' ? 'success' : 'neutral'}>{customer.status}</Badge>
            </Cell>
            <Cell align="end">{customer.orders}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** Sorts in the story's state, as a screen would with data it already has. */
function SortableCustomers(props: Partial<TableProps>) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  return (
    <CustomerTable
      {...props}
      rows={sortCustomers(firstFive, sort)}
      sortDescriptor={sort}
      onSortChange={(next) => {
        props.onSortChange?.(next);
        setSort(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Table',
  component: Table,
  args: { 'aria-label': 'Clientes', onSortChange: fn(), children: null },
  parameters: {
    docs: {
      description: {
        component: [
          'Tabela de dados: ordenação por coluna, seleção de linhas com caixas de marcação, ação na linha, estados vazio e carregando. Em telas pequenas ela rola para o lado dentro da própria caixa.',
          '',
          '- **Do**: dê um `aria-label` e marque a coluna principal com `isRowHeader`.',
          '- **Do**: ordene e pagine no servidor guardando `sortDescriptor` e a página no estado; use `isLoading` enquanto busca.',
          '- **Do**: alinhe números e valores ao fim (`align="end"`) na coluna e na célula.',
          '- **Don’t**: ponha botões em cada linha quando uma ação na linha (`onRowAction`) basta.',
          '- **Don’t**: use para layout nem para listas de um campo só (use `ListBox`).',
        ].join('\n'),
      },
    },
  },
  render: (args) => <SortableCustomers {...args} />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Clientes' });
    const orders = within(grid).getByRole('columnheader', { name: 'Pedidos' });
    await expect(within(grid).getByRole('columnheader', { name: 'Nome' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(orders);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'orders', direction: 'ascending' });
    await expect(orders).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows(grid)[0]).toHaveTextContent('Ana Souza 1');
    await userEvent.click(orders);
    await expect(orders).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(grid)[0]).toHaveTextContent('Elisa Souza 5');
  },
};

/** The key that moves to the next cell in the reading direction. */
const nextCellKey = () => (document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');

/** Keyboard only: Tab into the grid, arrows between rows and cells, Space selects, Enter on a header sorts. */
export const Keyboard: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Clientes' });
    const rows = bodyRows(grid);
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    // Into the row: its checkbox, then the name cell.
    await userEvent.keyboard(nextCellKey());
    await expect(within(rows[1]!).getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(nextCellKey());
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveFocus();
    // Up to the header of the same column, Enter sorts it.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    const name = within(grid).getByRole('columnheader', { name: 'Nome' });
    await expect(name).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    await expect(name).toHaveAttribute('aria-sort', 'descending');
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: [2], onSelectionChange: fn() },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Clientes' });
    const [selectAll] = within(grid).getAllByRole('checkbox');
    await expect(bodyRows(grid).filter((row) => row.getAttribute('aria-selected') === 'true')).toHaveLength(
      1,
    );
    await userEvent.click(selectAll!);
    for (const row of bodyRows(grid)) await expect(row).toHaveAttribute('aria-selected', 'true');
  },
};

function SingleSelectionDemo(props: Partial<TableProps>) {
  const [selected, setSelected] = useState<Selection>(new Set());
  return (
    <>
      <SortableCustomers
        {...props}
        selectionMode="single"
        selectedKeys={selected}
        onSelectionChange={setSelected}
      />
      <p>Selecionado: {[...(selected === 'all' ? [] : selected)].join(', ') || 'nenhum'}</p>
    </>
  );
}

export const SingleSelection: Story = {
  render: (args) => <SingleSelectionDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Clientes' });
    const checkboxes = within(grid).getAllByRole('checkbox');
    await expect(checkboxes).toHaveLength(5);
    await userEvent.click(checkboxes[0]!);
    await userEvent.click(checkboxes[2]!);
    await expect(canvas.getByText('Selecionado: 3')).toBeInTheDocument();
  },
};

export const RowActions: Story = {
  args: { onRowAction: fn() },
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Clientes' });
    await userEvent.click(within(grid).getByRole('rowheader', { name: 'Carla Souza 3' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(4);
  },
};

export const Empty: Story = {
  render: (args) => <CustomerTable {...args} rows={[]} />,
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Clientes' });
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(4);
    await expect(bodyRows(grid)).toHaveLength(1);
    await expect(bodyRows(grid)[0]!.textContent).not.toBe('');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Clientes' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(4);
    await expect(bodyRows(grid)).toHaveLength(1);
  },
};

/** With `maxHeight` the rows scroll inside the box and the header stays on top. */
export const StickyHeader: Story = {
  args: { maxHeight: 260 },
  render: (args) => <CustomerTable {...args} rows={allCustomers.slice(0, 30)} />,
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Clientes' });
    const box = grid.parentElement!;
    const header = within(grid).getByRole('columnheader', { name: 'Nome' });
    const headerTop = header.getBoundingClientRect().top;
    box.scrollTop = 300;
    await waitFor(() => expect(box.scrollTop).toBeGreaterThan(0));
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(Math.round(headerTop));
  },
};

/** On a phone the table scrolls sideways inside its box; the page does not. */
export const SmallScreen: Story = {
  parameters: { testViewport: { width: 360, height: 640 } },
  render: (args) => <CustomerTable {...args} selectionMode="multiple" />,
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Clientes' });
    const box = grid.parentElement!;
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

const pageSizes = [10, 25, 50] as const;

/** Page and sort live in the screen's state; each change "fetches" the page from a fake server. */
function ServerSideDemo(props: Partial<TableProps>) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const [result, setResult] = useState<{ rows: Customer[]; total: number; query: string } | null>(null);
  // Loading until the answer for the current query is in.
  const query = JSON.stringify({ page, pageSize, sort });
  const isLoading = result?.query !== query;

  useEffect(() => {
    let isCurrent = true; // a late answer for an older query is dropped
    void fetchCustomers(JSON.parse(query)).then((next) => {
      if (isCurrent) setResult({ ...next, query });
    });
    return () => {
      isCurrent = false;
    };
  }, [query]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <CustomerTable
        {...props}
        rows={result?.rows ?? []}
        isLoading={isLoading}
        sortDescriptor={sort}
        onSortChange={(next) => {
          props.onSortChange?.(next);
          setSort(next);
          setPage(1);
        }}
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        totalItems={result?.total ?? 0}
        pageSizeOptions={pageSizes}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        isDisabled={isLoading}
      />
    </div>
  );
}

export const ServerSide: Story = {
  render: (args) => <ServerSideDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Clientes' });
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
    await expect(bodyRows(grid)).toHaveLength(10);
    await expect(bodyRows(grid)[0]).toHaveTextContent('Ana Alves 51');
    // Next page (the built-in names are Arabic in the RTL pass: take the buttons by position).
    const nav = canvas.getByRole('navigation');
    const [, , next] = within(nav).getAllByRole('button').slice(-4);
    await userEvent.click(next!);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
    await expect(nav).toHaveTextContent(/11–20/);
    // Sorting goes back to page 1.
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Pedidos' }));
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
    await expect(nav).toHaveTextContent(/1–10/);
    await expect(within(bodyRows(grid)[0]!).getAllByRole('gridcell').at(-1)).toHaveTextContent('0');
  },
};
