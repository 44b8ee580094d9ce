import { expect, test } from '../support/test';
import { DEMO_PASSWORD, users } from '../support/demo';
import { fillSignIn, signIn } from '../support/signIn';

test('the demo ADMIN signs in and sees the shell', async ({ page }) => {
  await signIn(page, users.admin.email, DEMO_PASSWORD);
  await expect(page.getByText(users.admin.name).first()).toBeVisible();
  // The assistant section opens on demand and lists the batch voting entries.
  await page.getByRole('button', { name: 'Assistente IA' }).click();
  await expect(page.getByRole('link', { name: /Todas as votações em lote/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Nova votação de aprovação de contas/ })).toContainText('Novo');
  expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeTruthy();
});

test('a wrong password shows the catalogue message', async ({ page }) => {
  await fillSignIn(page, users.admin.email, 'senha-errada-123');
  await expect(page.getByText('Usuário não encontrado ou não cadastrado')).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
});

test('the user without a workspace is refused with the exact message', async ({ page }) => {
  await fillSignIn(page, users.noWorkspace.email, DEMO_PASSWORD);
  await expect(
    page.getByText(
      'O usuário não possui um Workspace vinculado. Por favor, entre em contato com o administrador.',
    ),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();
});
