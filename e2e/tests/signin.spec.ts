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

// /signin is prerendered (dist/signin.html): the form is in the page's HTML, and the app hydrates it.
test('without JavaScript, /signin already shows the form, in pt-BR', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await expect(page.getByLabel(/^e-?mail/i)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Senha', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^entrar$/i })).toBeVisible();
  await context.close();
});

test('a signed-in user who opens /signin is sent on, as before', async ({ page }) => {
  await signIn(page, users.admin.email, DEMO_PASSWORD);
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/votings\/list$/);
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

test('the language remembered in the browser wins over the prerendered pt-BR', async ({ page }) => {
  await page.goto('/signin');
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
});
