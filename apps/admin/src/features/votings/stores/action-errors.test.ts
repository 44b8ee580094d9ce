import { describe, expect, it } from 'vitest';
import { ApiError, type FieldError, type Problem } from '@backoffice/api-client';
import { describeActionFailure } from './action-errors';

function apiError(status: number, code: string, errors?: FieldError[]): ApiError {
  const problem = {
    type: 'about:blank',
    title: code,
    status,
    code,
    ...(errors ? { errors } : {}),
  } as Problem;
  const response = new Response(JSON.stringify(problem), { status });
  return new ApiError(code, { response, code: problem.code, problem });
}

describe('describeActionFailure', () => {
  it('puts a taken CPF/CNPJ under its field', () => {
    const failure = describeActionFailure(
      apiError(409, 'tax_id_taken', [{ field: 'taxId', code: 'tax_id_taken' }]),
    );
    expect(failure.fieldErrors.taxId).toEqual({ key: 'votings.detail.errors.taxIdTaken' });
    expect(failure.formError).toEqual({ key: 'votings.detail.errors.fixFields' });
    expect(failure.stale).toBe(false);
  });

  it('reads tax_id_taken and invalid_tax_id without field errors too', () => {
    expect(describeActionFailure(apiError(409, 'tax_id_taken')).fieldErrors.taxId?.key).toBe(
      'votings.detail.errors.taxIdTaken',
    );
    expect(describeActionFailure(apiError(422, 'invalid_tax_id')).fieldErrors.taxId?.key).toBe(
      'votings.detail.errors.taxIdInvalid',
    );
  });

  it.each([
    ['invalid_state', 'votings.detail.errors.invalidState'],
    ['voter_has_voted', 'votings.detail.errors.voterHasVoted'],
    ['not_found', 'votings.detail.errors.notFound'],
  ])('%s says the screen is out of date and asks for a reload', (code, key) => {
    const failure = describeActionFailure(apiError(409, code));
    expect(failure.formError).toEqual({ key });
    expect(failure.stale).toBe(true);
  });

  it('maps 422 field errors of the deadline and the reason', () => {
    const failure = describeActionFailure(
      apiError(422, 'unprocessable', [
        { field: 'deadline', code: 'not_later' },
        { field: 'reason', code: 'minLength', params: { limit: 3 } },
      ]),
    );
    expect(failure.fieldErrors.deadline).toEqual({ key: 'votings.detail.errors.deadlineNotLater' });
    expect(failure.fieldErrors.reason).toEqual({
      key: 'votings.detail.errors.reasonTooShort',
      params: { min: 3 },
    });
  });

  it('keeps the first error of a field and says how long a text may be', () => {
    const failure = describeActionFailure(
      apiError(400, 'validation_failed', [
        { field: 'email', code: 'required' },
        { field: 'email', code: 'format' },
        { field: 'name', code: 'maxLength', params: { limit: 300 } },
      ]),
    );
    expect(failure.fieldErrors.email).toEqual({ key: 'validation.emailRequired' });
    expect(failure.fieldErrors.name).toEqual({ key: 'votings.detail.errors.tooLong', params: { max: 300 } });
  });

  it('says forbidden for a 403 and the generic sentence for anything else', () => {
    expect(describeActionFailure(apiError(403, 'forbidden')).formError?.key).toBe('common.forbidden');
    expect(describeActionFailure(apiError(500, 'internal')).formError?.key).toBe('errors.unexpected');
    expect(describeActionFailure(new TypeError('offline')).formError?.key).toBe('errors.unexpected');
    expect(describeActionFailure(apiError(400, 'validation_failed')).formError?.key).toBe(
      'votings.detail.errors.invalidValue',
    );
  });
});
