import { expect, test } from '../support/test';
import { TEMP_PASSWORD, users } from '../support/demo';
import { resetFirstAccessUser } from '../support/identity';
import { fillSignIn, signIn } from '../support/signIn';

test('first access with a temporary password sets a new one and enters', async ({ page }) => {
  await resetFirstAccessUser();
  await fillSignIn(page, users.firstAccess.email, TEMP_PASSWORD);
  await expect(page).toHaveURL(/\/first-access/);

  const newPassword = 'Nova@Senha2026';
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('Outra@Senha2026');
  await page.getByRole('button', { name: 'Definir senha' }).click();
  await expect(page.getByText('As senhas não conferem')).toBeVisible();

  await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill(newPassword);
  await page.getByRole('button', { name: 'Definir senha' }).click();
  await expect(page.getByRole('navigation').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(users.firstAccess.name).first()).toBeVisible();

  // The new password is the one that works from now on.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, users.firstAccess.email, newPassword);
});
