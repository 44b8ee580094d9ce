import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { darkTheme, lightTheme, modernStyle, standardStyle } from '@backoffice/ui';
import { renderApp } from '../testing/render-app';
import { THEME_STORAGE_KEY, themeStore } from './theme';

describe('theme settings', () => {
  it('defaults to semi-dark, standard, full width: a light app whose auth page is dark', async () => {
    const { container } = await renderApp('/signin');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect({ ...themeStore }).toEqual({
      mode: 'semi-dark',
      style: 'standard',
      layout: 'full',
      navStyle: 'vertical',
      direction: 'ltr',
    });
    expect(container.firstElementChild).toHaveClass(lightTheme, standardStyle);
  });

  it('takes theme_mode, is_rtl, nav_style and theme_style from the URL and keeps all but is_rtl', async () => {
    const { container } = await renderApp(
      '/signin?theme_mode=dark&is_rtl=true&nav_style=collapsed&theme_style=modern',
    );
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(themeStore).toMatchObject({
      mode: 'dark',
      style: 'modern',
      navStyle: 'collapsed',
      direction: 'rtl',
    });
    expect(container.firstElementChild).toHaveClass(darkTheme, modernStyle);
    expect(container.firstElementChild).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toEqual({
        mode: 'dark',
        style: 'modern',
        layout: 'full',
        navStyle: 'collapsed',
      }),
    );
  });

  it('keeps is_rtl for this visit only: across the pages of the app, never into a new visit', async () => {
    const user = userEvent.setup();
    await renderApp('/signin?is_rtl=true');
    await user.click(await screen.findByRole('link', { name: /Esqueceu a senha/ }));
    await screen.findByRole('heading', { level: 1, name: 'Recuperar senha' });
    expect(window.location.search).toBe('');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Nothing of it is saved; a direction saved by an earlier version is not read back on the next visit.
    expect(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}').not.toContain('direction');
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ mode: 'dark', direction: 'rtl' }));
    vi.resetModules();
    const nextVisit = await import('./theme');
    expect({ ...nextVisit.themeStore }).toMatchObject({ mode: 'dark', direction: 'ltr' });
  });

  it('ignores values it does not know', async () => {
    await renderApp('/signin?theme_mode=neon&theme_style=baroque&is_rtl=false');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(themeStore).toMatchObject({ mode: 'semi-dark', style: 'standard', direction: 'ltr' });
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
