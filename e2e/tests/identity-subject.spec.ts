import { expect, test } from '../support/test';
import { resetDemoUser } from '../../tools/dev-stack/src/index.mjs';
import { DEMO_PASSWORD, users } from '../support/demo';
import { changeOwnEmail, idTokenClaims, poolTokensOf, refreshedIdToken } from '../support/pool-user';
import { signIn } from '../support/signIn';

// Issue 15 §1: any pool user can change their own e-mail with their access token and sign in again. The ADMIN of
// "Outra Gestora" takes admin@demo.local: the product must still treat them as themselves (or refuse them), never as
// the demo company's ADMIN, because the server knows users by the pool's subject, not by e-mail.

const OTHER_ADMIN = { email: 'outra-admin@demo.local', name: 'Outra Administradora' };
const DEMO_COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';

test('a user who takes the demo ADMIN’s e-mail in the pool stays themselves', async ({ page }) => {
  await signIn(page, OTHER_ADMIN.email, DEMO_PASSWORD);
  await expect(page.getByText(OTHER_ADMIN.name).first()).toBeVisible();
  const { accessToken, refreshToken } = await poolTokensOf(page);

  await changeOwnEmail(accessToken, users.admin.email);
  try {
    // Signed in again (a refreshed ID token): the pool now vouches for admin@demo.local.
    const idToken = await refreshedIdToken(refreshToken);
    expect(idTokenClaims(idToken)).toMatchObject({ email: users.admin.email, email_verified: true });

    // The server answers as the caller's own subject.
    const headers = { authorization: `Bearer ${idToken}` };
    const session = await page.request.get('/api/session-user', { headers });
    expect(session.status()).toBe(200);
    const { user } = (await session.json()) as {
      user: { email: string; name: string; workspace: { companyId: string } };
    };
    expect(user).toMatchObject({ email: OTHER_ADMIN.email, name: OTHER_ADMIN.name });
    expect(user.workspace.companyId).not.toBe(DEMO_COMPANY_ID);
    for (const path of [`/api/companies/${DEMO_COMPANY_ID}`, `/api/companies/${DEMO_COMPANY_ID}/users`]) {
      const refused = await page.request.get(path, { headers });
      expect(refused.status(), path).toBeGreaterThanOrEqual(400);
      expect(await refused.text()).not.toContain(users.admin.name);
    }

    // And the app with that token (as after its own refresh): the shell is Outra Gestora's ADMIN's.
    await page.evaluate((token) => localStorage.setItem('user-token', token), idToken);
    await page.goto('/');
    await expect(page.getByRole('navigation').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(OTHER_ADMIN.name).first()).toBeVisible();
    await expect(page.getByText(users.admin.name)).toHaveCount(0);
  } finally {
    // Other tests sign in as both users: give the e-mail back (the access token is still valid), else re-create the
    // user in its demo state (found by its subject).
    await changeOwnEmail(accessToken, OTHER_ADMIN.email).catch(() => resetDemoUser(OTHER_ADMIN.email));
  }
});
