import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { components } from '../../packages/api-client/src/generated/schema';
import { DEMO_PASSWORD } from './demo';
import { signIn } from './signIn';

// The operator's side of a portal test, through the product's own HTTP API with a signed-in operator's ID token:
// faster than clicking through /votings/new (which votings.spec.ts already covers) and the same server rules.

type Voting = components['schemas']['Voting'];
type Voter = components['schemas']['Voter'];
type VoterInput = components['schemas']['VoterInput'];
type VotingResults = components['schemas']['VotingResults'];

export interface OperatorApi {
  request: APIRequestContext;
  token: string;
}

/** Signs the operator in through the app and keeps the ID token the app stored. */
export async function operatorApi(page: Page, email = 'operator@demo.local'): Promise<OperatorApi> {
  await signIn(page, email, DEMO_PASSWORD);
  const token = await page.evaluate(() => localStorage.getItem('user-token'));
  if (!token) throw new Error('The app stored no token after sign-in');
  return { request: page.request, token };
}

async function call<T>(
  api: OperatorApi,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  extra: { data?: Buffer; contentType?: string } = {},
): Promise<T> {
  const response = await api.request.fetch(`/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${api.token}`,
      ...(extra.contentType ? { 'content-type': extra.contentType } : {}),
    },
    ...(extra.data ? { data: extra.data } : body === undefined ? {} : { data: body }),
  });
  const text = await response.text();
  expect(response.ok(), `${method} ${path} → ${response.status()} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface PortalVotingSetup {
  title: string;
  items: string[];
  voters: VoterInput[];
  document: { name: string; bytes: Buffer };
  requiresSupportDocument?: boolean;
}

/** Creates a voting in the operator's current workspace with the demo ballot template, and publishes it now. */
export async function publishVoting(
  api: OperatorApi,
  setup: PortalVotingSetup,
): Promise<{ voting: Voting; voters: Voter[] }> {
  const { templates } = await call<{ templates: { id: string; kind: string }[] }>(
    api,
    'GET',
    '/templates?kind=ballot',
  );
  const template = templates.find((entry) => entry.kind === 'ballot');
  if (!template) throw new Error('The demo workspace has no ballot template');
  const deadline = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
  const { voting } = await call<{ voting: Voting }>(api, 'POST', '/votings', {
    title: setup.title,
    description: 'Consulta formal aos cotistas (teste de ponta a ponta).',
    kind: 'standard',
    weighting: 'by_weight',
    requiresSupportDocument: setup.requiresSupportDocument ?? false,
    ballotTemplateId: template.id,
    opensAt: null,
    deadline,
    items: setup.items.map((title) => ({ title, description: '' })),
  });
  await call(
    api,
    'POST',
    `/votings/${voting.id}/documents?fileName=${encodeURIComponent(setup.document.name)}`,
    undefined,
    { data: setup.document.bytes, contentType: 'application/pdf' },
  );
  const voters: Voter[] = [];
  for (const input of setup.voters) {
    voters.push((await call<{ voter: Voter }>(api, 'POST', `/votings/${voting.id}/voters`, input)).voter);
  }
  const published = await call<{ voting: Voting }>(api, 'POST', `/votings/${voting.id}/publish`, {
    opensAt: null,
  });
  return { voting: published.voting, voters };
}

export async function votingResults(api: OperatorApi, votingId: string): Promise<VotingResults> {
  return (await call<{ results: VotingResults }>(api, 'GET', `/votings/${votingId}/results`)).results;
}
