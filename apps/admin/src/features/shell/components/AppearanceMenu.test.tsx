import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme, modernStyle } from '@backoffice/ui';
import { renderSignedIn } from '@admin/testing/signed-in';
import { THEME_STORAGE_KEY, themeStore } from '@admin/stores/theme';

async function openAppearance() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Aparência' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Aparência' }) };
}

describe('appearance menu', () => {
  it('changes mode, style, layout, navigation and direction at once, and keeps them (the direction for this visit)', async () => {
    const { container } = await renderSignedIn('/');
    const { user, dialog } = await openAppearance();
    const root = container.firstElementChild!;
    expect(root).toHaveClass(lightTheme);

    await user.click(within(dialog).getByRole('radio', { name: 'Escuro' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Moderno' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Centralizado' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Recolhido' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Direita para a esquerda' }));

    expect({ ...themeStore }).toEqual({
      mode: 'dark',
      style: 'modern',
      layout: 'boxed',
      navStyle: 'collapsed',
      direction: 'rtl',
    });
    await waitFor(() => expect(root).toHaveClass(darkTheme, modernStyle));
    expect(root).toHaveAttribute('dir', 'rtl');
    // The fixed sidebar became the rail.
    expect(container.querySelector('[data-rail]')).not.toBeNull();
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toMatchObject({ mode: 'dark' });
    // The direction is for this visit only, and the menu says so.
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).not.toHaveProperty('direction');
    expect(within(dialog).getByRole('radiogroup', { name: 'Direção do texto' })).toHaveAccessibleDescription(
      'Só nesta visita: depois, o idioma decide.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Restaurar padrão' }));
    expect(themeStore.mode).toBe('semi-dark');
    expect(within(dialog).getByRole('radio', { name: 'Semiescuro' })).toBeChecked();
  });

  it('is operable by keyboard: arrows move the choice inside a group', async () => {
    await renderSignedIn('/');
    const { user, dialog } = await openAppearance();
    within(dialog).getByRole('radio', { name: 'Semiescuro' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(themeStore.mode).toBe('dark');
    await user.keyboard('{ArrowUp}');
    expect(themeStore.mode).toBe('light');
  });
});

describe('appearance button', () => {
  it('loads its pop-up when pressed: by keyboard the focus moves into it, and back to the button on close', async () => {
    await renderSignedIn('/');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Aparência' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Aparência' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aparência' })),
    );
  });
});

describe('menu button on a large screen', () => {
  it('collapses and expands the navigation', async () => {
    const { container } = await renderSignedIn('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Recolher menu' }));
    expect(themeStore.navStyle).toBe('collapsed');
    expect(container.querySelector('[data-rail]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expandir menu' }));
    expect(themeStore.navStyle).toBe('vertical');
    expect(container.querySelector('[data-rail]')).toBeNull();
  });
});
