import type { Refusal } from '@backoffice/api-client/testing';
import { callerOf } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { fakeVotingDetail } from './detail-state';
import { fail } from './refusals';
import type { FakeVotingRow } from './rows';
import { fakeVotings } from './state';

// What every votings operation asks after the contract gate (contract-gate.ts: the caller's role, the voting id's
// format, the request's schema): the voting in the caller's current workspace (404; another workspace's is not found
// either).

export type Lookup<S extends number> =
  { row: FakeVotingRow; refusal?: undefined } | { row?: undefined; refusal: Refusal<S> };

/**
 * The voting `votingId` names, for a read or a write. A call naming one of the detail's demo votings first adds
 * them to the rows (detail-state.ts).
 */
export function votingFor(options: FakeApiOptions, votingId: string, _access: 'read' | 'write'): Lookup<404> {
  fakeVotingDetail(options, votingId);
  const workspaceId = callerOf(options).currentWorkspaceId ?? '';
  const row = fakeVotings(options).votings.find(
    (candidate) => candidate.id === votingId && candidate.workspaceId === workspaceId,
  );
  return row ? { row } : { refusal: fail(404, 'not_found') };
}

/** The page a list asks for (the gate checked the query against the contract; absent: its defaults). */
export function pageOf(url: URL): { offset: number; limit: number } {
  return {
    offset: Number(url.searchParams.get('offset') ?? 0),
    limit: Number(url.searchParams.get('limit') ?? 20),
  };
}

/** The request's body as the server reads it: JSON when it says so, else its text (undefined when empty). */
export async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  const isJson = /json/.test(request.headers.get('content-type') ?? '');
  return text && isJson ? (JSON.parse(text) as unknown) : text || undefined;
}

/** The text of an upload (a file's bytes as the fake reads them). */
export async function uploadText(request: Request): Promise<string> {
  const body = await bodyOf(request);
  return typeof body === 'string' ? body : '';
}
