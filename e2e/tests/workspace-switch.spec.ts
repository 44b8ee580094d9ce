import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, users, workspaces } from '../support/demo';
import { signIn } from '../support/signIn';

async function openSwitcher(page: Page, current: string) {
  await page.getByRole('button', { name: new RegExp(current) }).click();
  return page.getByRole('dialog');
}

async function chooseWorkspace(page: Page, from: string, to: string) {
  const dialog = await openSwitcher(page, from);
  await dialog.getByRole('searchbox').fill(to);
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('option', { name: to }).click()]);
  await expect(page.getByRole('button', { name: new RegExp(to) })).toBeVisible({ timeout: 20_000 });
}

test('switch workspace: search, sort, and the reload lands on the chosen one', async ({ page }) => {
  await signIn(page, users.admin.email, DEMO_PASSWORD);
  const dialog = await openSwitcher(page, workspaces.saoPaulo);
  const options = dialog.getByRole('option');
  await expect(options).toHaveCount(4);

  // Accent- and case-insensitive, every word.
  const search = dialog.getByRole('searchbox');
  await search.fill('SAO fundos');
  await expect(options).toHaveText([workspaces.saoPaulo]);
  await search.fill('nada parecido');
  await expect(dialog.getByText('Nenhum workspace encontrado')).toBeVisible();
  await search.fill('');
  await expect(options).toHaveCount(4);

  // Sorted by name ascending, then descending with the toggle.
  const byName = [workspaces.bh, workspaces.curitiba, workspaces.rio, workspaces.saoPaulo];
  await expect(options).toHaveText(byName);
  await dialog.getByRole('button', { name: /ordem|direção|crescente|decrescente/i }).click();
  await expect(options).toHaveText([...byName].reverse());
  await page.keyboard.press('Escape');

  await chooseWorkspace(page, workspaces.saoPaulo, workspaces.rio);
  // It survived the reload because the server changed the current workspace: a fresh load shows it too.
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(workspaces.rio) })).toBeVisible({ timeout: 20_000 });

  // Leave the demo data as it was.
  await chooseWorkspace(page, workspaces.rio, workspaces.saoPaulo);
});
