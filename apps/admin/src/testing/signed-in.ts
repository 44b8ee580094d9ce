import type { Role } from '@backoffice/domain';
import { demoCompany, demoUser } from './demo-data';
import { installFakeApi, type FakeApiOptions } from './fake-api';
import { renderApp } from './render-app';
import { fakeIdToken } from './tokens';

/**
 * Opens `url` as a user whose token is already stored (a page reload while signed in): the app restores the
 * session from the token and loads the session user, workspaces and company from the fake API.
 */
export async function renderSignedIn(url: string, role: Role = 'ADMIN', api: FakeApiOptions = {}) {
  const token = fakeIdToken(`${role.toLowerCase()}@demo.local`);
  localStorage.setItem('user-token', token);
  document.cookie = `token=${token}; path=/`;
  const fake = installFakeApi({ user: demoUser(role), company: demoCompany(), ...api });
  const rendered = await renderApp(url);
  return { ...rendered, api: fake, token };
}
