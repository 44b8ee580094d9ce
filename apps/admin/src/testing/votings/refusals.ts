import type { FieldError, ProblemCode } from '@backoffice/api-client';
import { refusal, type Refusal } from '@backoffice/api-client/testing';
import { PROBLEMS } from '@backoffice/api-client';
import { checkAction, type VotingAction } from '@backoffice/domain';
import type { FakeVotingRow } from './rows';

// The problems the votings fake answers with, titled by the contract's problem table as the server titles them. Each handler answers a refusal with
// `refuse(response, …)`, so a status its operation does not declare is a type error.

export const fail = <S extends number>(status: S, code: ProblemCode, errors?: FieldError[]): Refusal<S> =>
  refusal(status, code, PROBLEMS[code].title, errors);

export const isRefusal = (value: object): value is Refusal => 'status' in value && 'code' in value;

/** The domain's rule (checkAction) as the API answers it: 409 when the voting's status does not allow `action`. */
export function actionRefusal(row: FakeVotingRow, action: VotingAction): Refusal<409> | undefined {
  const check = checkAction(row.status, action);
  return check.ok ? undefined : fail(409, check.code);
}

/** A refusal a story or test makes the next write answer (its dialog's error mapping). */
export interface FakeRefusal {
  status: 400 | 404 | 409 | 422 | 500;
  code: ProblemCode;
  errors?: FieldError[];
}

/**
 * The refusal set for the next write, taken: `declared` lists the statuses the operation declares, so that the
 * answer stays the contract's. A refusal the operation cannot answer is a mistake of the test that set it.
 */
export function takeRefusal<S extends FakeRefusal['status']>(
  state: { refuseNext?: FakeRefusal },
  declared: readonly S[],
): Refusal<S> | undefined {
  const next = state.refuseNext;
  if (!next) return undefined;
  delete state.refuseNext;
  if (!(declared as readonly number[]).includes(next.status))
    throw new Error(
      `refuseNext: this operation declares no ${next.status} (it declares ${declared.join(', ')})`,
    );
  return fail(next.status as S, next.code, next.errors);
}
