import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Link } from '../Link/Link';
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
            <Cell>{customer.orders}</Cell>
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
          'É uma **tabela HTML semântica** (padrão "Sortable Table" do WAI-ARIA APG), não uma grade: serve para ler dados, e os leitores de tela já sabem navegar por tabelas (cabeçalhos de coluna e de linha anunciados, comandos de tabela). Só os controles recebem foco com Tab: os botões de ordenação no cabeçalho (`aria-sort` na coluna ordenada), as caixas de seleção ("Selecionar <nome da linha>") e o botão da linha. E pesa poucos KB, sem o código de grade e coleções do react-aria.',
          '',
          '- **Do**: dê um `aria-label` (ou `caption`) e marque a coluna principal com `isRowHeader`: ela dá nome às linhas.',
          '- **Do**: para abrir um registro, use `onRowAction`: o clique na linha executa a ação e, pelo teclado, o conteúdo do cabeçalho da linha vira um botão. Ou, sem `onRowAction`, ponha um `Link` numa célula.',
          '- **Do**: ordene e pagine no servidor guardando `sortDescriptor` e a página no estado; use `isLoading` enquanto busca.',
          '- **Do**: alinhe números e valores ao fim com `align="end"` na coluna (as células seguem).',
          '- **Don’t**: ponha botões em cada linha quando uma ação na linha basta, nem use a tabela para layout ou listas de um campo só (use `ListBox`).',
          '- **Don’t**: espere navegação por setas entre células: é uma tabela para leitura, não uma planilha.',
        ].join('\n'),
      },
    },
  },
  render: (args) => <SortableCustomers {...args} />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr')!;
const selectAllOf = (table: HTMLElement) =>
  within(within(table).getAllByRole('row')[0]!).getByRole('checkbox');

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Clientes' });
    const name = within(table).getByRole('columnheader', { name: 'Nome' });
    const orders = within(table).getByRole('columnheader', { name: 'Pedidos' });
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(orders).getByRole('button', { name: 'Pedidos' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'orders', direction: 'ascending' });
    await expect(orders).toHaveAttribute('aria-sort', 'ascending');
    await expect(name).not.toHaveAttribute('aria-sort');
    await expect(bodyRows(table)[0]).toHaveTextContent('Ana Souza 1');
    await userEvent.click(within(orders).getByRole('button', { name: 'Pedidos' }));
    await expect(orders).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(table)[0]).toHaveTextContent('Elisa Souza 5');
  },
};

/**
 * Keyboard only: Tab goes through the controls (select all, sort buttons, each row's checkbox and row button);
 * Space checks, Enter sorts and opens the row.
 */
export const Keyboard: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn(), onRowAction: fn() },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Clientes' });
    const selectAll = selectAllOf(table);
    await userEvent.tab();
    await expect(selectAll).toHaveFocus();
    await userEvent.keyboard(' ');
    for (const row of bodyRows(table)) await expect(row).toHaveAttribute('data-selected');
    await userEvent.keyboard(' ');
    for (const row of bodyRows(table)) await expect(row).not.toHaveAttribute('data-selected');
    // Sort by name: Enter on the header button.
    await userEvent.tab();
    const name = within(table).getByRole('columnheader', { name: 'Nome' });
    await expect(within(name).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    // Past the other sort buttons to the first row: Space checks it, Enter on its row button opens it.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const first = bodyRows(table)[0]!;
    await expect(first).toHaveTextContent('Elisa Souza 5');
    await expect(within(first).getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('data-selected');
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.tab();
    await expect(within(first).getByRole('button', { name: 'Elisa Souza 5' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(5);
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: [2], onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Clientes' });
    const selectAll = selectAllOf(table);
    await expect(bodyRows(table).filter((row) => row.hasAttribute('data-selected'))).toHaveLength(1);
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
    for (const row of bodyRows(table)) await expect(row).toHaveAttribute('data-selected');
    await expect(selectAll).toBeChecked();
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
    const table = canvas.getByRole('table', { name: 'Clientes' });
    await expect(within(table).getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.click(within(rowOf(table, 'Ana Souza 1')).getByRole('checkbox'));
    await userEvent.click(within(rowOf(table, 'Carla Souza 3')).getByRole('checkbox'));
    await expect(canvas.getByText('Selecionado: 3')).toBeInTheDocument();
    await expect(within(rowOf(table, 'Ana Souza 1')).getByRole('checkbox')).not.toBeChecked();
  },
};

/** Rows given in `disabledKeys` can be neither checked nor opened. */
export const DisabledRows: Story = {
  args: { selectionMode: 'multiple', disabledKeys: [2, 4], onRowAction: fn() },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Clientes' });
    await expect(within(rowOf(table, 'Bruno Souza 2')).getByRole('checkbox')).toBeDisabled();
    await userEvent.click(selectAllOf(table));
    await expect(rowOf(table, 'Bruno Souza 2')).not.toHaveAttribute('data-selected');
    await expect(rowOf(table, 'Carla Souza 3')).toHaveAttribute('data-selected');
    await userEvent.click(within(rowOf(table, 'Diego Souza 4')).getByText('Belém'));
    await expect(args.onRowAction).not.toHaveBeenCalled();
  },
};

/** A click anywhere in the row opens it; by keyboard, the name (the row header) is a button. */
export const RowActions: Story = {
  args: { onRowAction: fn() },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Clientes' });
    await userEvent.click(within(rowOf(table, 'Carla Souza 3')).getByText('Goiânia'));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(3);
    await userEvent.tab(); // the 'Nome' sort button
    await userEvent.tab(); // 'Cidade'
    await userEvent.tab(); // 'Pedidos'
    await userEvent.tab();
    await expect(within(table).getByRole('button', { name: 'Ana Souza 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(1);
  },
};

/** Without `onRowAction`: a Link in a cell is the way to the record. */
export const LinkInCell: Story = {
  render: (args) => (
    <Table {...args} caption="Últimos pedidos">
      <TableHeader>
        <Column id="order" isRowHeader>
          Pedido
        </Column>
        <Column id="customer">Cliente</Column>
        <Column id="total" align="end">
          Total
        </Column>
      </TableHeader>
      <TableBody items={firstFive}>
        {(customer) => (
          <Row>
            <Cell>
              <Link href={`#pedido-${customer.id}`}>Pedido {1000 + customer.id}</Link>
            </Cell>
            <Cell>{customer.name}</Cell>
            <Cell>
              {(customer.orders * 12.5).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })}
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  ),
  args: { 'aria-label': undefined },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Últimos pedidos' });
    await userEvent.tab();
    await expect(within(table).getByRole('link', { name: 'Pedido 1001' })).toHaveFocus();
  },
};

export const Empty: Story = {
  render: (args) => <CustomerTable {...args} rows={[]} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Clientes' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(bodyRows(table)).toHaveLength(1);
    await expect(within(bodyRows(table)[0]!).getByRole('cell')).toHaveAttribute('colspan', '4');
    await expect(bodyRows(table)[0]!.textContent).not.toBe('');
  },
};

export const CustomEmptyState: Story = {
  render: (args) => (
    <Table {...args}>
      <TableHeader>
        <Column isRowHeader>Nome</Column>
        <Column>Cidade</Column>
      </TableHeader>
      <TableBody items={[] as Customer[]} renderEmptyState={() => 'Nenhum cliente cadastrado ainda.'}>
        {(customer) => (
          <Row>
            <Cell>{customer.name}</Cell>
            <Cell>{customer.city}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Clientes' });
    await expect(within(table).getByRole('cell')).toHaveTextContent('Nenhum cliente cadastrado ainda.');
  },
};

export const Loading: Story = {
  args: { isLoading: true, selectionMode: 'multiple' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Clientes' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    await expect(bodyRows(table)).toHaveLength(1);
    await expect(selectAllOf(table)).toBeDisabled();
  },
};

/** With `maxHeight` the rows scroll inside the box and the header stays on top. */
export const StickyHeader: Story = {
  args: { maxHeight: 260 },
  render: (args) => <CustomerTable {...args} rows={allCustomers.slice(0, 30)} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Clientes' });
    const box = table.parentElement!;
    const header = within(table).getByRole('columnheader', { name: 'Nome' });
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
    const table = within(canvasElement).getByRole('table', { name: 'Clientes' });
    const box = table.parentElement!;
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
    const table = canvas.getByRole('table', { name: 'Clientes' });
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
    await expect(bodyRows(table)).toHaveLength(10);
    await expect(bodyRows(table)[0]).toHaveTextContent('Ana Alves 51');
    // Next page (the built-in names are Arabic in the RTL pass: take the buttons by position).
    const nav = canvas.getByRole('navigation');
    const [, , next] = within(nav).getAllByRole('button').slice(-4);
    await userEvent.click(next!);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
    await expect(nav).toHaveTextContent(/11–20/);
    // Sorting goes back to page 1.
    await userEvent.click(within(table).getByRole('button', { name: 'Pedidos' }));
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
    await expect(nav).toHaveTextContent(/1–10/);
    await expect(within(bodyRows(table)[0]!).getAllByRole('cell').at(-1)).toHaveTextContent('0');
  },
};
