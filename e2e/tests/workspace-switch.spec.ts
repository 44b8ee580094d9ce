import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, users, workspaces } from '../support/demo';
import { signIn } from '../support/signIn';

/** Each option shows the name first, then its date and marks. */
async function expectNames(options: Locator, names: string[]) {
  await expect(options).toHaveCount(names.length);
  await expect
    .poll(async () => (await options.allInnerTexts()).map((t) => t.split('\n')[0]?.trim()))
    .toEqual(names);
}

async function openSwitcher(page: Page, current: string) {
  await page.getByRole('button', { name: `Workspace: ${current}` }).click();
  return page.getByRole('dialog');
}

async function chooseWorkspace(page: Page, from: string, to: string) {
  const dialog = await openSwitcher(page, from);
  await dialog.getByRole('searchbox').fill(to);
  await Promise.all([
    page.waitForEvent('load'),
    dialog.getByRole('option', { name: new RegExp(`^${to}`) }).click(),
  ]);
  await expect(page.getByRole('button', { name: `Workspace: ${to}` })).toBeVisible({ timeout: 20_000 });
}

test('switch workspace: search, sort, and the reload lands on the chosen one', async ({ page }) => {
  await signIn(page, users.admin.email, DEMO_PASSWORD);
  const dialog = await openSwitcher(page, workspaces.saoPaulo);
  const options = dialog.getByRole('option');
  await expect(options).toHaveCount(4);

  // Accent- and case-insensitive, every word.
  const search = dialog.getByRole('searchbox');
  await search.fill('SAO fundos');
  await expectNames(options, [workspaces.saoPaulo]);
  await search.fill('nada parecido');
  await expect(dialog.getByText('Nenhum workspace encontrado')).toBeVisible();
  await search.fill('');
  await expect(options).toHaveCount(4);

  // Sorted by name ascending, then descending with the order button (named after the order the list is in).
  const byName = [workspaces.bh, workspaces.curitiba, workspaces.rio, workspaces.saoPaulo];
  await expectNames(options, byName);
  await dialog.getByRole('button', { name: 'Ordem crescente' }).click();
  await expectNames(options, [...byName].reverse());

  // By creation date (still descending, then turned back to ascending): a missing date falls back to the name.
  await dialog.getByRole('button', { name: /Ordenar por/ }).click();
  await page.getByRole('option', { name: 'Data de criação', exact: true }).click();
  await dialog.getByRole('button', { name: 'Ordem decrescente' }).click();
  await expectNames(options, [workspaces.bh, workspaces.curitiba, workspaces.saoPaulo, workspaces.rio]);
  await page.keyboard.press('Escape');

  await chooseWorkspace(page, workspaces.saoPaulo, workspaces.rio);
  // It survived the reload because the server changed the current workspace: a fresh load shows it too.
  await page.reload();
  await expect(page.getByRole('button', { name: `Workspace: ${workspaces.rio}` })).toBeVisible({
    timeout: 20_000,
  });

  // Leave the demo data as it was.
  await chooseWorkspace(page, workspaces.rio, workspaces.saoPaulo);
});
