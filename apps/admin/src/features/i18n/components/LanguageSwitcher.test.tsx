import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@admin/testing/render-app';
import { renderSignedIn } from '@admin/testing/signed-in';

async function chooseLanguage(name: RegExp | string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Idioma|اللغة|Language/ }));
  await user.click(await screen.findByRole('menuitemradio', { name }));
}

describe('language switcher', () => {
  it('offers the seven languages, each in its own name', async () => {
    await renderSignedIn('/votings/list');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'PT – Idioma: Português (Brasil)' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Português (Brasil)', 'English', '中文', 'Español', 'Français', 'Italiano', 'العربية']);
    expect(within(menu).getByRole('menuitemradio', { name: 'Português (Brasil)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('switching to Arabic translates the screen and turns the document right-to-left, and is kept', async () => {
    const { container } = await renderSignedIn('/votings/list');
    await chooseLanguage('العربية');

    expect(await screen.findByRole('navigation', { name: 'قائمة التنقل' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'كل التصويتات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    // React Aria gets the same locale: the UI kit's root carries it.
    expect(container.firstElementChild).toHaveAttribute('lang', 'ar');
    expect(container.firstElementChild).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('locale')).toBe('ar');
    await waitFor(() => expect(document.title).toBe('كل التصويتات | المكتب الخلفي | الإدارة'));

    await chooseLanguage('English');
    expect(await screen.findByRole('heading', { level: 1, name: 'All votings' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('restores the kept language on the next visit', async () => {
    localStorage.setItem('locale', 'fr');
    await renderApp('/signin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Se connecter' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fr'));
  });
});
