import { describe, expect, it } from 'vitest';
import { ApiError, type Problem } from '@backoffice/api-client';
import { validateDraft } from './user-draft';
import { describeFailure } from './user-errors';

function apiError(status: number, problem: Omit<Problem, 'type' | 'title' | 'status'>) {
  const body = { type: 'about:blank', title: 'x', status, ...problem } as Problem;
  // The client turns every 403 into 'forbidden'; the server's own code stays in the problem.
  const code = status === 403 ? 'forbidden' : body.code;
  return new ApiError('x', { response: new Response(null, { status }), code, problem: body });
}

describe('describeFailure', () => {
  it('puts the contract validation errors on their fields, the first of each field', () => {
    const failure = describeFailure(
      apiError(400, {
        code: 'validation_failed',
        errors: [
          { field: 'name', code: 'required' },
          { field: 'email', code: 'format', params: { format: 'email' } },
          { field: 'role', code: 'enum' },
          { field: 'workspaceIds', code: 'minItems', params: { limit: 1 } },
          { field: 'name', code: 'maxLength', params: { limit: 120 } },
        ],
      }),
    );
    expect(failure).toEqual({
      fieldErrors: {
        name: { key: 'users.errors.nameRequired' },
        email: { key: 'validation.emailInvalid' },
        role: { key: 'users.errors.roleUnknown' },
        workspaceIds: { key: 'users.errors.workspacesRequired' },
      },
      formError: { key: 'users.errors.fixFields' },
    });
  });

  it('maps the domain problems to the field or the form they concern', () => {
    expect(
      describeFailure(
        apiError(409, { code: 'email_taken', errors: [{ field: 'email', code: 'email_taken' }] }),
      ),
    ).toEqual({
      fieldErrors: { email: { key: 'users.errors.emailTaken' } },
      formError: { key: 'users.errors.fixFields' },
    });
    expect(describeFailure(apiError(403, { code: 'role_not_allowed' }))).toEqual({
      fieldErrors: { role: { key: 'users.errors.roleNotAllowed' } },
      formError: { key: 'users.errors.fixFields' },
    });
    expect(describeFailure(apiError(409, { code: 'cannot_change_self' })).formError).toEqual({
      key: 'users.errors.cannotChangeSelf',
    });
    expect(
      describeFailure(
        apiError(422, { code: 'unprocessable', errors: [{ field: 'workspaceIds/1', code: 'not_found' }] }),
      ),
    ).toEqual({
      fieldErrors: { workspaceIds: { key: 'users.errors.workspaceUnknown' } },
      formError: { key: 'users.errors.fixFields' },
    });
    expect(describeFailure(apiError(502, { code: 'identity_unavailable' })).formError).toEqual({
      key: 'users.errors.identityUnavailable',
    });
    expect(describeFailure(apiError(403, { code: 'forbidden' })).formError).toEqual({
      key: 'common.forbidden',
    });
    expect(describeFailure(apiError(500, { code: 'internal' })).formError).toEqual({
      key: 'errors.unexpected',
    });
    expect(describeFailure(new TypeError('Failed to fetch')).formError).toEqual({ key: 'errors.unexpected' });
  });

  it('says how long a field may be', () => {
    const failure = describeFailure(
      apiError(400, {
        code: 'validation_failed',
        errors: [{ field: 'email', code: 'maxLength', params: { limit: 254 } }],
      }),
    );
    expect(failure.fieldErrors.email).toEqual({ key: 'users.errors.tooLong', params: { max: 254 } });
  });
});

describe('validateDraft', () => {
  it('requires the contract fields and a well-formed e-mail', () => {
    expect(validateDraft({ name: ' ', email: '', role: null, active: true, workspaceIds: [] })).toEqual({
      name: { key: 'users.errors.nameRequired' },
      email: { key: 'validation.emailRequired' },
      role: { key: 'users.errors.roleRequired' },
      workspaceIds: { key: 'users.errors.workspacesRequired' },
    });
    expect(
      validateDraft({ name: 'Ana', email: 'ana@demo', role: 'OPERATOR', active: true, workspaceIds: ['w'] }),
    ).toEqual({ email: { key: 'validation.emailInvalid' } });
    expect(
      validateDraft({
        name: 'Ana',
        email: 'ana@demo.local',
        role: 'OPERATOR',
        active: false,
        workspaceIds: ['w'],
      }),
    ).toEqual({});
  });
});
