import { expect, test } from '../support/test';
import { DEMO_PASSWORD, users } from '../support/demo';
import { signIn } from '../support/signIn';

test('sign out clears both token stores and returns to sign-in', async ({ page, context }) => {
  await signIn(page, users.operator.email, DEMO_PASSWORD);
  expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeTruthy();
  expect((await context.cookies()).find((c) => c.name === 'token')?.path).toBe('/');

  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();

  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  // The protected area is closed again.
  await page.goto('/votings/list');
  await expect(page).toHaveURL(/\/signin$/);
});
