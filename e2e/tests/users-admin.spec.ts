import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, workspaces } from '../support/demo';
import { temporaryPassword } from '../support/identity';
import { fillSignIn, signIn } from '../support/signIn';

// Issue 4's proof: a MASTER creates an OPERATOR; the new user signs in with the temporary password their invitation
// brought (in the SMTP sink: with the local pool the API sends it, issue 16), sets their own on /first-access and
// sees only what an OPERATOR may see; the MASTER then edits and deletes the user, with the spec's messages — and the
// deleted user can no longer sign in.

const MASTER = 'master@demo.local';

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

/** Every href of the areas navigation, once each of its collapses is open. */
async function navLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu de navegação' });
  for (const button of await nav.getByRole('button').all()) {
    if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
  }
  return nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test('a MASTER creates an OPERATOR who signs in for the first time, then edits and deletes them', async ({
  page,
}) => {
  const email = `operador.e2e.${Date.now()}@demo.local`;
  const newPassword = 'Operador@2026!';

  // The MASTER creates the user.
  await signIn(page, MASTER, DEMO_PASSWORD);
  await page.goto('/users/new');
  await page.getByRole('textbox', { name: 'Nome' }).fill('Olga Operadora E2E');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('sem-arroba');
  await page.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(page.getByText('Insira um email válido!')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  // The role is the browser's own select: a MASTER cannot grant ADMIN, so the option is not offered.
  const role = page.getByRole('combobox', { name: /Perfil/ });
  await expect(role.getByRole('option', { name: 'Operador' })).toHaveCount(1);
  await expect(role.getByRole('option', { name: 'Administrador' })).toHaveCount(0);
  await role.selectOption({ label: 'Operador' });
  await page.getByRole('checkbox', { name: workspaces.saoPaulo }).check();
  await page.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(page.getByText('Usuário criado')).toBeVisible();
  await expect(page).toHaveURL(/\/users\/list/);

  // The same e-mail again is refused, with the field saying why.
  await page.goto('/users/new');
  await page.getByRole('textbox', { name: 'Nome' }).fill('Duplicada');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('combobox', { name: /Perfil/ }).selectOption({ label: 'Observador' });
  await page.getByRole('checkbox', { name: workspaces.saoPaulo }).check();
  await page.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(page.getByText('Já existe um usuário com este e-mail')).toBeVisible();
  await signOut(page);

  // The new user signs in with the temporary password of their invitation (in the SMTP sink) and sets their own.
  const temporary = await temporaryPassword(email);
  await fillSignIn(page, email, temporary);
  await expect(page).toHaveURL(/\/first-access/);
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill(newPassword);
  await page.getByRole('button', { name: 'Definir senha' }).click();
  await expect(page.getByRole('navigation').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Olga Operadora E2E').first()).toBeVisible();

  // An OPERATOR runs the operational areas but manages neither people, workspaces nor the company.
  const links = await navLinks(page);
  expect(links).toEqual(expect.arrayContaining(['/votings/new', '/templates/new', '/users/list']));
  expect(links).not.toContain('/users/new');
  expect(links).not.toContain('/workspaces/new');
  expect(links).not.toContain('/company/settings');
  await page.goto('/users/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Novo usuário' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Excluir / })).toHaveCount(0);
  // The server refuses what the screens do not offer.
  const status = await page.evaluate(async () => {
    const token = localStorage.getItem('user-token');
    const session = await fetch('/api/session-user', { headers: { authorization: `Bearer ${token}` } });
    const { user } = (await session.json()) as { user: { workspace: { companyId: string } } };
    const response = await fetch(`/api/companies/${user.workspace.companyId}/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'X',
        email: 'x@demo.local',
        role: 'ADMIN',
        active: true,
        workspaceIds: [],
      }),
    });
    return response.status;
  });
  expect(status).toBe(403);
  await signOut(page);

  // The MASTER edits the user, then deletes it.
  await signIn(page, MASTER, DEMO_PASSWORD);
  await page.goto('/users/list');
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill('olga e2e');
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).press('Enter');
  await page
    .getByRole('row', { name: /Olga Operadora E2E/ })
    .getByText('Olga Operadora E2E')
    .click();
  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
  await page.getByRole('textbox', { name: 'Nome' }).fill('Olga Operadora Editada');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Usuário editado')).toBeVisible();
  await expect(page).toHaveURL(/\/users\/list/);

  await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill('olga editada');
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).press('Enter');
  await page.getByRole('button', { name: 'Excluir Olga Operadora Editada' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Usuário deletado com sucesso!')).toBeVisible();
  await expect(page.getByRole('row', { name: /Olga Operadora Editada/ })).toHaveCount(0);
  await signOut(page);

  // Gone from the pool too: the deleted user's password no longer opens anything.
  await fillSignIn(page, email, newPassword);
  await expect(page.getByText(/Usuário não encontrado/)).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
});
