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
  navStyle,
}: {
  initiallyOpen?: boolean;
  onChange?: (open: boolean) => void;
  navStyle?: 'vertical' | 'collapsed';
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
      navStyle={navStyle}
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
    // The drawer's code loads below the breakpoint (its own chunk).
    const drawer = await screen.findByRole('dialog', { name: 'Menu de navegação' });
    expect(drawer).toContainElement(screen.getByRole('navigation', { name: 'Navegação' }));
  });

  it('closes the drawer with Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    mockViewportWidth(800);
    renderWithUi(<Shell initiallyOpen onChange={onChange} />);
    expect(await screen.findByRole('dialog', { name: 'Menu de navegação' })).toBeInTheDocument();
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

  it('collapsed nav: a rail at the large breakpoint that opens while focus is inside and closes after', async () => {
    const user = userEvent.setup();
    mockViewportWidth(breakpoints.lg);
    renderWithUi(<Shell navStyle="collapsed" />);
    const link = screen.getByRole('link', { name: 'Usuários' });
    const panel = link.closest('[data-rail]');
    expect(panel).toHaveAttribute('data-rail', 'collapsed');
    await user.tab(); // the top bar's button
    await user.tab();
    expect(link).toHaveFocus();
    expect(panel).toHaveAttribute('data-rail', 'open');
    await user.tab(); // out of the sidebar
    expect(panel).toHaveAttribute('data-rail', 'collapsed');
    await user.hover(link);
    expect(panel).toHaveAttribute('data-rail', 'open');
  });

  it('collapsed nav is still the ordinary drawer below the large breakpoint', () => {
    mockViewportWidth(breakpoints.lg - 1);
    const { container } = renderWithUi(<Shell navStyle="collapsed" />);
    expect(container.querySelector('[data-rail]')).toBeNull();
  });
});
