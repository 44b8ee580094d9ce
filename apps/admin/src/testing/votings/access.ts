import type { Refusal } from '@backoffice/api-client/testing';
import { can } from '@backoffice/domain';
import { callerOf } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { votingIdErrors } from './contract-validation-copies';
import { fakeVotingDetail } from './detail-state';
import { fail, invalid } from './refusals';
import type { FakeVotingRow } from './rows';
import { fakeVotings } from './state';

// What every votings operation asks first, in the server's order: the caller's role for a write (403), the voting's
// id (400), the voting in the caller's current workspace (404; another workspace's is not found either).

/** 403 when the caller may not run votings (every write needs votings.run; reads need a session only). */
export const writeRefusal = (options: FakeApiOptions): Refusal<403> | undefined =>
  can(callerOf(options).role, 'votings.run') ? undefined : fail(403, 'forbidden');

export type Lookup<S extends number> =
  { row: FakeVotingRow; refusal?: undefined } | { row?: undefined; refusal: Refusal<S> };

/**
 * The voting `votingId` names, for a read or a write. A call naming one of the detail's demo votings first adds
 * them to the rows (detail-state.ts).
 */
export function votingFor(
  options: FakeApiOptions,
  votingId: string,
  access: 'read' | 'write',
): Lookup<400 | 403 | 404> {
  const forbidden = access === 'write' ? writeRefusal(options) : undefined;
  if (forbidden) return { refusal: forbidden };
  const malformed = invalid(votingIdErrors(votingId));
  if (malformed) return { refusal: malformed };
  fakeVotingDetail(options, votingId);
  const workspaceId = callerOf(options).currentWorkspaceId ?? '';
  const row = fakeVotings(options).votings.find(
    (candidate) => candidate.id === votingId && candidate.workspaceId === workspaceId,
  );
  return row ? { row } : { refusal: fail(404, 'not_found') };
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
