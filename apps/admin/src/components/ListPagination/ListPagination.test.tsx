import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@backoffice/ui';
import { ListPagination } from './ListPagination';

// The kit's own texts in pt-BR (the range, the buttons' names): its provider, not the app's dictionaries.
describe('ListPagination', () => {
  it('a named navigation with the range; next asks for the following page', async () => {
    const onPageChange = vi.fn();
    render(
      <UiProvider locale="pt-BR">
        <ListPagination
          label="Páginas de usuários"
          page={1}
          pageSize={20}
          total={45}
          onPageChange={onPageChange}
        />
      </UiProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Páginas de usuários' });
    expect(nav).toHaveTextContent('1–20 de 45');
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('while a page loads the buttons keep the focus but ignore presses', async () => {
    const onPageChange = vi.fn();
    render(
      <UiProvider locale="pt-BR">
        <ListPagination page={2} pageSize={20} total={45} isLoading onPageChange={onPageChange} />
      </UiProvider>,
    );
    const next = screen.getByRole('button', { name: 'Próxima página' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('nothing without rows: the empty state speaks instead', () => {
    render(
      <UiProvider locale="pt-BR">
        <ListPagination label="Páginas" page={1} pageSize={20} total={0} onPageChange={() => undefined} />
      </UiProvider>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
