import type { FieldError, ProblemCode } from '@backoffice/api-client';
import { PROBLEMS } from '@backoffice/api-client';
import { refusal, type Refusal } from '@backoffice/api-client/testing';
import { canDoCommunicationAction, type CommunicationAction } from '@backoffice/domain';
import { callerOf } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import type { FakeCommunicationRow } from './rows';
import { fakeCommunications } from './state';

// What every communications operation asks after the contract gate (contract-gate.ts: the caller's role, the
// company's communication feature, the request's schema): the communication in the caller's current workspace (another
// workspace's is not found either), and what its status allows (the domain's communicationStatus.ts).

/** A problem titled by the contract's problem table, as the server titles it. */
export const fail = <S extends number>(status: S, code: ProblemCode, errors?: FieldError[]): Refusal<S> =>
  refusal(status, code, PROBLEMS[code].title, errors);

export type Lookup =
  { row: FakeCommunicationRow; refusal?: undefined } | { row?: undefined; refusal: Refusal<404> };

/** The communication `communicationId` names in the caller's current workspace, or 404. */
export function communicationFor(options: FakeApiOptions, communicationId: string): Lookup {
  const workspaceId = callerOf(options).currentWorkspaceId ?? '';
  const row = fakeCommunications(options).rows.find(
    (candidate) => candidate.id === communicationId && candidate.workspaceId === workspaceId,
  );
  return row ? { row } : { refusal: fail(404, 'not_found') };
}

/** 409 invalid_state when the communication's status does not allow `action` (canDoCommunicationAction). */
export function actionRefusal(
  row: FakeCommunicationRow,
  action: CommunicationAction,
): Refusal<409> | undefined {
  return canDoCommunicationAction(action, row.status) ? undefined : fail(409, 'invalid_state');
}
