import { expect, test } from '../support/test';
import { DEMO_PASSWORD, users } from '../support/demo';
import { signIn } from '../support/signIn';

test('switching the language to Arabic turns the page right-to-left', async ({ page }) => {
  await signIn(page, users.observer.email, DEMO_PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: /Idioma:/ }).click();
  await page.getByRole('menuitemradio', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The sidebar now sits on the right-hand side.
  const nav = await page.getByRole('navigation').first().boundingBox();
  const viewport = page.viewportSize();
  expect(nav && viewport && nav.x + nav.width > viewport.width / 2).toBeTruthy();

  // Back to Portuguese for the following tests.
  await page.getByRole('button', { name: /اللغة/ }).click();
  await page.getByRole('menuitemradio', { name: /Português/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
