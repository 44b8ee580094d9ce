import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Holds page and page size like a screen would; the callbacks still reach the story's spies. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize ?? 10);
  return (
    <Pagination
      {...props}
      pageSize={pageSize}
      page={page}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
      onPageSizeChange={
        props.onPageSizeChange
          ? (size) => {
              props.onPageSizeChange?.(size);
              setPageSize(size);
              setPage(1);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, totalItems: 253, pageSize: 10, onPageChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'Navegação entre páginas de uma lista paginada no servidor: texto do intervalo (“1–10 de 253”), botões primeira/anterior/próxima/última e, opcionalmente, itens por página.',
          '',
          '- **Do**: guarde `page` e `pageSize` no estado da tela (ou na URL) e busque a página no servidor em `onPageChange`.',
          '- **Do**: passe `isDisabled` enquanto a página carrega; os botões mantêm o foco e ignoram cliques.',
          '- **Don’t**: use para listas curtas que cabem numa tela ou que rolam infinitamente.',
          '- **Don’t**: esconda o total quando o servidor o informa: `totalItems` dá o intervalo exato.',
        ].join('\n'),
      },
    },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    await expect(nav).toHaveTextContent(/1–10/);
    const [first, previous, next, last] = within(nav).getAllByRole('button');
    await expect(first).toBeDisabled();
    await expect(previous).toBeDisabled();
    await userEvent.click(next!);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(nav).toHaveTextContent(/11–20/);
    await userEvent.click(last!);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(26);
    await expect(nav).toHaveTextContent(/251–253/);
    await expect(next).toBeDisabled();
  },
};

/** Keyboard only: Tab to a button, Enter changes the page; at the last page focus moves to 'previous'. */
export const Keyboard: Story = {
  args: { page: 25 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first, previous, next] = canvas.getAllByRole('button');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(24);
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(26);
    await expect(next).toBeDisabled();
    await waitFor(() => expect(previous).toHaveFocus());
  },
};

export const WithPageSize: Story = {
  args: { page: 3, pageSizeOptions: [10, 25, 50], onPageSizeChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    await expect(nav).toHaveTextContent(/21–30/);
    // The select's label is built in (Arabic in the RTL pass): find its trigger by what it opens, once its code (a
    // chunk of its own) is there.
    const sizeTrigger = await waitFor(() => {
      const trigger = within(nav)
        .getAllByRole('button')
        .find((button) => button.getAttribute('aria-haspopup') === 'listbox');
      expect(trigger).toBeDefined();
      return trigger!;
    });
    await userEvent.click(sizeTrigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '25' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(25);
    await waitFor(() => expect(nav).toHaveTextContent(/1–25/));
  },
};

/** Only the number of pages is known: the text says which page of how many. */
export const PageCountOnly: Story = {
  args: { page: 2, pageCount: 7, totalItems: undefined },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(nav).toHaveTextContent(/2/);
    await expect(nav).toHaveTextContent(/7/);
    await expect(nav).not.toHaveTextContent(/–/);
  },
};

/** While the next page loads, presses do nothing but focus stays on the button. */
export const Loading: Story = {
  args: { page: 4, isDisabled: true, pageSizeOptions: [10, 25, 50], onPageSizeChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    const [, , next] = within(nav).getAllByRole('button').slice(-4);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    next!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(next).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { totalItems: 0 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    for (const button of within(nav).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** On a phone the parts wrap; the page never scrolls sideways. */
export const OnPhone: Story = {
  args: { page: 3, totalItems: 12530, pageSizeOptions: [10, 25, 50], onPageSizeChange: fn() },
  parameters: { testViewport: { width: 360, height: 640 } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
