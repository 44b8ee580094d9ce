import { expect, test } from '../support/test';
import { DEMO_PASSWORD, users } from '../support/demo';
import { previousConfirmationCode, readConfirmationCode } from '../support/identity';
import { signIn } from '../support/signIn';

test('forgot password with the code from the local identity', async ({ page }) => {
  const email = users.observer.email;
  await page.goto('/signin');
  await page.getByRole('link', { name: /esqueceu|esqueci/i }).click();
  await expect(page).toHaveURL(/\/forget-password/);

  const previous = await previousConfirmationCode(email);
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByRole('button', { name: /enviar/i }).click();
  await expect(page.getByText(/código.*e-?mail/i).first()).toBeVisible();
  const code = await readConfirmationCode(email, previous);

  // A wrong code first: the recovery failure message, nothing changes.
  await page.getByRole('textbox', { name: 'Código de verificação' }).fill('000000');
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Atribuir nova senha' }).click();
  await expect(
    page.getByText('Ocorreu um erro, verifique se o código ou a senha está correta'),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Código de verificação' }).fill(code);
  await page.getByRole('button', { name: 'Atribuir nova senha' }).click();
  await expect(page.getByText('O novo password foi atribuido')).toBeVisible();
  await expect(page).not.toHaveURL(/forget-password/, { timeout: 10_000 });

  await signIn(page, email, DEMO_PASSWORD);
});
