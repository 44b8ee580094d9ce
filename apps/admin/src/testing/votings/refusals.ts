import type { FieldError, ProblemCode } from '@backoffice/api-client';
import { refusal, type Refusal } from '@backoffice/api-client/testing';
import { checkAction, type VotingAction } from '@backoffice/domain';
import type { FakeVotingRow } from './rows';

// The problems the votings fake answers with, as the server titles them. Each handler answers a refusal with
// `refuse(response, …)`, so a status its operation does not declare is a type error.

const TITLES: Partial<Record<ProblemCode, string>> = {
  validation_failed: 'Requisição inválida',
  not_found: 'Não encontrado',
  forbidden: 'Acesso não autorizado',
  invalid_state: 'A votação não permite esta operação agora',
  voting_incomplete: 'A votação ainda não pode ser publicada',
  unprocessable: 'Não foi possível processar',
  invalid_tax_id: 'CPF ou CNPJ inválido',
  tax_id_taken: 'CPF/CNPJ já cadastrado nesta votação',
  voter_has_voted: 'O votante já votou',
  file_too_large: 'Arquivo grande demais',
  unsupported_file_type: 'Tipo de arquivo não aceito',
  internal: 'Tivemos um problema, contate o administrador',
};

export const fail = <S extends number>(status: S, code: ProblemCode, errors?: FieldError[]): Refusal<S> =>
  refusal(status, code, TITLES[code] ?? code, errors);

/** 400 validation_failed with these errors, or undefined when there are none. */
export const invalid = (errors: FieldError[]): Refusal<400> | undefined =>
  errors.length ? fail(400, 'validation_failed', errors) : undefined;

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
