import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from '../components/Link/Link';
import { Sidebar } from '../components/Sidebar/Sidebar';
import { TopBar } from '../components/TopBar/TopBar';
import { darkTheme, lightTheme, modernStyle, standardStyle } from '../theme/themes.css';
import { UiProvider } from './UiProvider';
import { ownTextDirection } from './UiProvider.css';
import { useUiTheme } from './UiThemeContext';

function rootOf(element: HTMLElement) {
  return element.closest('[lang]') as HTMLElement;
}

function ModeProbe() {
  const { mode, themeStyle } = useUiTheme();
  return (
    <span>
      {mode}/{themeStyle}
    </span>
  );
}

describe('UiProvider', () => {
  it('sets lang and dir from the locale', () => {
    const { rerender } = render(
      <UiProvider locale="pt-BR">
        <span>conteúdo</span>
      </UiProvider>,
    );
    expect(rootOf(screen.getByText('conteúdo'))).toHaveAttribute('lang', 'pt-BR');
    expect(rootOf(screen.getByText('conteúdo'))).toHaveAttribute('dir', 'ltr');
    rerender(
      <UiProvider locale="ar">
        <span>conteúdo</span>
      </UiProvider>,
    );
    expect(rootOf(screen.getByText('conteúdo'))).toHaveAttribute('dir', 'rtl');
  });

  it('lets an explicit direction override the locale', () => {
    render(
      <UiProvider locale="en" direction="rtl">
        <span>x</span>
      </UiProvider>,
    );
    expect(rootOf(screen.getByText('x'))).toHaveAttribute('dir', 'rtl');
  });

  it("lets text keep its language's reading order only where the direction is forced against the locale", () => {
    const cases = [
      { locale: 'pt-BR', direction: 'rtl', own: true },
      { locale: 'ar', direction: 'ltr', own: true },
      { locale: 'pt-BR', direction: undefined, own: false },
      { locale: 'pt-BR', direction: 'ltr', own: false },
      { locale: 'ar', direction: 'rtl', own: false },
      { locale: 'ar', direction: undefined, own: false },
    ] as const;
    for (const { locale, direction, own } of cases) {
      const { unmount } = render(
        <UiProvider locale={locale} direction={direction}>
          <span>texto</span>
        </UiProvider>,
      );
      expect(rootOf(screen.getByText('texto')).classList.contains(ownTextDirection)).toBe(own);
      unmount();
    }
  });

  it('defaults to semi-dark and standard: a light app with a dark sidebar and top bar', () => {
    render(
      <UiProvider locale="pt-BR">
        <ModeProbe />
        <TopBar start="topo" />
        <Sidebar>lateral</Sidebar>
      </UiProvider>,
    );
    expect(screen.getByText('semi-dark/standard')).toBeInTheDocument();
    const root = rootOf(screen.getByText('semi-dark/standard'));
    expect(root).toHaveClass(lightTheme, standardStyle);
    expect(screen.getByRole('banner')).toHaveClass(darkTheme);
    expect(screen.getByText('lateral').closest(`.${darkTheme}`)).not.toBeNull();
  });

  it('applies the dark theme and the modern style everywhere when asked', () => {
    render(
      <UiProvider locale="pt-BR" mode="dark" themeStyle="modern">
        <TopBar start="topo" />
      </UiProvider>,
    );
    expect(rootOf(screen.getByText('topo'))).toHaveClass(darkTheme, modernStyle);
  });

  it('keeps the sidebar light in light mode', () => {
    render(
      <UiProvider locale="pt-BR" mode="light">
        <TopBar start="topo" />
      </UiProvider>,
    );
    expect(screen.getByRole('banner')).toHaveClass(lightTheme);
    expect(screen.getByRole('banner')).not.toHaveClass(darkTheme);
  });

  it('routes RAC links through navigate and useHref', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <UiProvider locale="pt-BR" navigate={navigate} useHref={(href) => `/app${href}`}>
        <Link href="/users/list">Usuários</Link>
      </UiProvider>,
    );
    const link = screen.getByRole('link', { name: 'Usuários' });
    expect(link).toHaveAttribute('href', '/app/users/list');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/users/list', undefined);
  });

  it('applies a brand colour on the theme root, so overlays portalled into it get it too', () => {
    const { container } = render(
      <UiProvider locale="pt-BR" brand={{ color: '#0f766e', onColor: '#ffffff' }}>
        <p>Conteúdo</p>
      </UiProvider>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute('style')).toContain('#0f766e');
    expect(root.getAttribute('style')).toContain('color-mix');
  });
});
