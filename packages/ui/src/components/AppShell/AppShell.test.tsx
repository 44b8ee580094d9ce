import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { breakpoints } from '../../theme/breakpoints';
import { mockViewportWidth, renderWithUi } from '../../test/render';
import { AppShell } from './AppShell';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

function Shell({
  initiallyOpen = false,
  onChange,
}: {
  initiallyOpen?: boolean;
  onChange?: (open: boolean) => void;
}) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <AppShell
      topBar={
        <button type="button" onClick={() => setOpen(true)}>
          Abrir menu
        </button>
      }
      sidebar={
        <nav aria-label="Navegação">
          <a href="/users/list">Usuários</a>
        </nav>
      }
      isDrawerOpen={isOpen}
      onDrawerOpenChange={(open) => {
        setOpen(open);
        onChange?.(open);
      }}
      drawerLabel="Menu de navegação"
    >
      <p>Conteúdo</p>
    </AppShell>
  );
}

describe('AppShell', () => {
  it('shows a fixed sidebar at the large breakpoint, with no drawer dialog', () => {
    mockViewportWidth(breakpoints.lg);
    renderWithUi(<Shell />);
    expect(screen.getByRole('navigation', { name: 'Navegação' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('Conteúdo');
  });

  it('hides the sidebar below the large breakpoint until the drawer opens', async () => {
    const user = userEvent.setup();
    mockViewportWidth(breakpoints.lg - 1);
    renderWithUi(<Shell />);
    expect(screen.queryByRole('navigation', { name: 'Navegação' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu de navegação' });
    expect(drawer).toContainElement(screen.getByRole('navigation', { name: 'Navegação' }));
  });

  it('closes the drawer with Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    mockViewportWidth(800);
    renderWithUi(<Shell initiallyOpen onChange={onChange} />);
    expect(screen.getByRole('dialog', { name: 'Menu de navegação' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reports the drawer closed when the screen is large', () => {
    const onChange = vi.fn();
    mockViewportWidth(breakpoints.xl);
    renderWithUi(<Shell initiallyOpen onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders the footer only when given', () => {
    mockViewportWidth(breakpoints.xl);
    const { rerender } = renderWithUi(<Shell />);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    rerender(
      <AppShell
        topBar={null}
        sidebar={null}
        footer="Rodapé"
        isDrawerOpen={false}
        onDrawerOpenChange={() => {}}
        drawerLabel="Menu"
      >
        x
      </AppShell>,
    );
    expect(screen.getByText('Rodapé')).toBeInTheDocument();
  });
});
