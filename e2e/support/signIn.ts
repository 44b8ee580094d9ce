import { expect, type Page } from '@playwright/test';

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('button', { name: /^entrar$/i }).click();
}

/** Signs in and waits for the shell: the sidebar navigation is the proof the user got in. */
export async function signIn(page: Page, email: string, password: string) {
  await fillSignIn(page, email, password);
  await expect(page.getByRole('navigation').first()).toBeVisible({ timeout: 20_000 });
}
