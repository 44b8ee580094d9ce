import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Pagination, type PaginationProps } from './Pagination';

function Controlled(props: Partial<PaginationProps>) {
  const [page, setPage] = useState(props.page ?? 1);
  return (
    <Pagination
      totalItems={253}
      pageSize={10}
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Paginação' });

describe('Pagination', () => {
  it('shows the range of the current page and names its buttons', () => {
    renderWithUi(<Controlled page={3} />);
    expect(nav()).toHaveTextContent('21–30 de 253');
    for (const name of ['Primeira página', 'Página anterior', 'Próxima página', 'Última página'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
  });

  it('goes to the first, previous, next and last page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithUi(<Controlled page={5} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await user.click(screen.getByRole('button', { name: 'Última página' }));
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    await user.click(screen.getByRole('button', { name: 'Primeira página' }));
    expect(onPageChange.mock.calls).toEqual([[6], [26], [25], [1]]);
  });

  it('disables the buttons that lead off either end, and the last range is partial', async () => {
    const user = userEvent.setup();
    renderWithUi(<Controlled page={1} />);
    expect(screen.getByRole('button', { name: 'Primeira página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Última página' }));
    expect(nav()).toHaveTextContent('251–253 de 253');
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Última página' })).toBeDisabled();
  });

  it('moves focus to the opposite button when the pressed one becomes disabled', async () => {
    const user = userEvent.setup();
    renderWithUi(<Controlled page={25} />);
    screen.getByRole('button', { name: 'Próxima página' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Página anterior' })).toHaveFocus();
  });

  it('leaves focus alone when the page changes from elsewhere after an earlier press', async () => {
    const user = userEvent.setup();
    function WithFilter() {
      const [page, setPage] = useState(3);
      return (
        <>
          <input aria-label="Filtro" onChange={() => setPage(1)} />
          <Pagination totalItems={253} pageSize={10} page={page} onPageChange={setPage} />
        </>
      );
    }
    renderWithUi(<WithFilter />);
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    await user.click(screen.getByRole('textbox', { name: 'Filtro' }));
    await user.keyboard('a');
    expect(nav()).toHaveTextContent('1–10 de 253');
    expect(screen.getByRole('textbox', { name: 'Filtro' })).toHaveFocus();
  });

  it('formats numbers and texts by locale', () => {
    const { unmount } = renderWithUi(<Controlled page={2} totalItems={12530} />, { locale: 'en' });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('11–20 of 12,530');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    unmount();
    renderWithUi(<Controlled page={2} totalItems={12530} />);
    expect(nav()).toHaveTextContent('11–20 de 12.530');
  });

  it('says which page of how many when only pageCount is known', () => {
    renderWithUi(<Pagination page={2} pageCount={7} onPageChange={() => {}} />);
    expect(nav()).toHaveTextContent('Página 2 de 7');
  });

  it('keeps the page inside the available pages and handles no records', () => {
    const { unmount } = renderWithUi(
      <Pagination page={40} totalItems={25} pageSize={10} onPageChange={() => {}} />,
    );
    expect(nav()).toHaveTextContent('21–25 de 25');
    unmount();
    renderWithUi(<Pagination page={1} totalItems={0} pageSize={10} onPageChange={() => {}} />);
    expect(nav()).toHaveTextContent('Nenhum registro');
    for (const button of within(nav()).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('ignores presses while disabled but keeps the buttons focusable', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithUi(<Controlled page={3} isDisabled onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Próxima página' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    next.focus();
    await user.keyboard('{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
    expect(next).toHaveFocus();
  });

  it('changes the page size through the select', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    renderWithUi(
      <Pagination
        page={1}
        totalItems={253}
        pageSize={10}
        pageSizeOptions={[10, 25, 50]}
        onPageSizeChange={onPageSizeChange}
        onPageChange={() => {}}
      />,
    );
    // The select's code loads with the pagination that asks for it (its own chunk).
    await user.click(await screen.findByRole('button', { name: /Itens por página/ }));
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('lets the caller override the texts', () => {
    renderWithUi(
      <Pagination
        page={1}
        totalItems={30}
        pageSize={10}
        onPageChange={() => {}}
        aria-label="Páginas de pedidos"
        strings={{ range: '{start} a {end} de {total} pedidos', next: 'Avançar' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Páginas de pedidos' })).toHaveTextContent(
      '1 a 10 de 30 pedidos',
    );
    expect(screen.getByRole('button', { name: 'Avançar' })).toBeInTheDocument();
  });
});
