import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Breadcrumb, Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs';

function Trail(props: Partial<BreadcrumbsProps<object>>) {
  return (
    <Breadcrumbs {...props}>
      <Breadcrumb id="home" href="/">
        Início
      </Breadcrumb>
      <Breadcrumb id="companies" href="/empresas">
        Empresas
      </Breadcrumb>
      <Breadcrumb id="acme" href="/empresas/acme">
        Acme
      </Breadcrumb>
    </Breadcrumbs>
  );
}

describe('Breadcrumbs', () => {
  it('is a named navigation landmark with an ordered list', () => {
    renderWithUi(<Trail />);
    const nav = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(nav.querySelector('ol')).not.toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('marks only the last item as the current page, which does not navigate', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    renderWithUi(<Trail onAction={onAction} />);
    expect(screen.getByText('Acme')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Empresas' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByText('Acme'));
    expect(onAction).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Início' }));
    expect(onAction).toHaveBeenCalledWith('home');
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
