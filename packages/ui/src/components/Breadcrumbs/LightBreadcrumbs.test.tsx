import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import {
  LightBreadcrumb as Breadcrumb,
  LightBreadcrumbs as Breadcrumbs,
  type LightBreadcrumbsProps as BreadcrumbsProps,
} from './LightBreadcrumbs';

function Trail(props: Partial<BreadcrumbsProps>) {
  return (
    <Breadcrumbs {...props}>
      <Breadcrumb href="/">Início</Breadcrumb>
      <Breadcrumb href="/empresas">Empresas</Breadcrumb>
      <Breadcrumb href="/empresas/acme">Acme</Breadcrumb>
    </Breadcrumbs>
  );
}

// The same behaviour as Breadcrumbs.test.tsx, for the light breadcrumbs (no React Aria collections; no onAction).
describe('LightBreadcrumbs', () => {
  it('is a named navigation landmark with an ordered list', () => {
    renderWithUi(<Trail />);
    const nav = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(nav.querySelector('ol')).not.toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('marks only the last item as the current page, which does not navigate', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderWithUi(<Trail />, { navigate });
    expect(screen.getByText('Acme')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Empresas' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByText('Acme'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('routes through the UiProvider navigate', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderWithUi(<Trail />, { navigate });
    await user.click(screen.getByRole('link', { name: 'Empresas' }));
    expect(navigate).toHaveBeenCalledWith('/empresas', undefined);
  });

  it('draws a separator after every item but the last', () => {
    renderWithUi(<Trail />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('svg') !== null)).toEqual([true, true, false]);
  });

  it('names the landmark in the provider locale, or with aria-label', () => {
    const { unmount } = renderWithUi(<Trail />, { locale: 'ar' });
    expect(screen.getByRole('navigation', { name: 'مسار التنقل' })).toBeInTheDocument();
    unmount();
    renderWithUi(<Trail aria-label="Caminho" />);
    expect(screen.getByRole('navigation', { name: 'Caminho' })).toBeInTheDocument();
  });
});
