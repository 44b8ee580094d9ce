import type { HttpHandler } from 'msw';
import { giveBundledContract } from '@backoffice/contract/bundled';
import { demoCompany, demoUser, demoWorkspaces } from './demo-data';
import { fakeHandlers } from './fake-network';
import { templateId } from './fake-templates';
import { demoCompanyUserRows } from './fake-users';
import { fakeIdToken } from './tokens';
import { batchId } from './batch-votings/demo-batches';
import { demoVotings } from './votings/demo-votings';

// What `pnpm size` (scripts/bundle-size.mjs) needs to open signed-in screens of the built app in Chromium: the
// tests' and the workbench's fake API (answers valid for the contract), a stored ID token, and the screens to open.
// The script loads this file through Vite's module runner and answers the page's /api calls with these handlers.

/** The fake API of an admin of the demo company, as the tests and the workbench answer it. */
export function sizeHandlers(): HttpHandler[] {
  giveBundledContract();
  return fakeHandlers({ user: demoUser('ADMIN'), company: demoCompany() }, []);
}

/** The stored token of a signed-in admin (what the app finds after a reload while signed in). */
export const sizeToken = (): string => fakeIdToken('admin@demo.local', { expiresInSeconds: 24 * 3600 });

const votingOf = (status: string, workspaceId = demoWorkspaces[0]?.id) => {
  const voting = demoVotings().find((row) => row.status === status && row.workspaceId === workspaceId);
  if (!voting) throw new Error(`No demo voting is ${status}.`);
  return voting.id;
};

/** Every screen a feature builds, at a demo row where it needs one; the name is what the report prints. */
export function sizeScreens(): { name: string; url: string }[] {
  return [
    { name: '/votings/list', url: '/votings/list' },
    { name: '/votings/new', url: '/votings/new' },
    { name: '/votings/<open>', url: `/votings/${votingOf('open')}` },
    { name: '/votings/<closed>', url: `/votings/${votingOf('closed')}` },
    { name: '/users/list', url: '/users/list' },
    { name: '/users/<id>', url: `/users/${demoCompanyUserRows()[0]!.id}` },
    { name: '/workspaces/list', url: '/workspaces/list' },
    { name: '/workspaces/<id>', url: `/workspaces/${demoWorkspaces[0]!.id}` },
    { name: '/company/settings', url: '/company/settings' },
    { name: '/templates/list', url: '/templates/list' },
    { name: '/templates/<id>', url: `/templates/${templateId(1)}` },
    { name: '/batch-votings/list', url: '/batch-votings/list' },
    { name: '/batch-votings/new', url: '/batch-votings/new' },
    { name: '/batch-votings/new-financial-statement', url: '/batch-votings/new-financial-statement' },
    { name: '/batch-votings/<partly published>', url: `/batch-votings/${batchId(2)}` },
    { name: '/forms/list (not available)', url: '/forms/list' },
  ];
}
