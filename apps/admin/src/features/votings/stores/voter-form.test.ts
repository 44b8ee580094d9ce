import { describe, expect, it } from 'vitest';
import { ApiError } from '@backoffice/api-client';
import { describeVoterFailure, emptyVoter, parseWeightInput, validateVoter, voterInput } from './voter-form';

describe('weights as typed', () => {
  it.each([
    ['', '1'],
    ['1', '1'],
    ['1.250,5', '1250.5'],
    ['1250.5', '1250.5'],
    ['0,000001', '0.000001'],
    ['007', '7'],
    ['2,50', '2.5'],
    [' 3 ', '3'],
  ])('%j → %j', (typed, weight) => expect(parseWeightInput(typed)).toBe(weight));

  it.each(['0', '0,0', '-1', 'abc', '1,2345678', '1.2.3', '1e5'])('%j is refused', (typed) =>
    expect(parseWeightInput(typed)).toBeNull(),
  );
});

describe('a voter typed by hand', () => {
  const maria = { ...emptyVoter(), name: 'Maria', taxId: '52998224725', email: 'maria@exemplo.com.br' };

  it('checks the CPF/CNPJ by its digits, the e-mail and the weight', () => {
    expect(validateVoter(maria)).toEqual({});
    expect(validateVoter({ ...maria, taxId: '12ABC34501DE35' })).toEqual({});
    expect(validateVoter({ ...maria, taxId: '52998224726' }).taxId?.key).toBe(
      'votings.voters.errors.taxIdInvalid',
    );
    expect(validateVoter({ ...maria, email: 'maria@' }).email?.key).toBe('validation.emailInvalid');
    expect(validateVoter({ ...maria, weight: '0' }).weight?.key).toBe('votings.voters.errors.weightInvalid');
    expect(Object.keys(validateVoter(emptyVoter())).sort()).toEqual(['email', 'name', 'taxId']);
  });

  it('sends the contract input', () => {
    expect(voterInput({ ...maria, phone: ' ', weight: '1.250,5' })).toEqual({
      name: 'Maria',
      taxId: '52998224725',
      email: 'maria@exemplo.com.br',
      phone: null,
      weight: '1250.5',
    });
  });

  it("puts the server's refusals on their fields", () => {
    const refusal = (status: number, code: string, errors?: { field: string; code: string }[]) =>
      new ApiError('x', {
        response: new Response(null, { status }),
        code: code as never,
        problem: {
          type: 'about:blank',
          title: 'x',
          status,
          code: code as never,
          ...(errors ? { errors } : {}),
        },
      });
    expect(describeVoterFailure(refusal(409, 'tax_id_taken')).fields.taxId?.key).toBe(
      'votings.voters.errors.taxIdTaken',
    );
    const invalid = describeVoterFailure(
      refusal(400, 'validation_failed', [{ field: 'email', code: 'format' }]),
    );
    expect(invalid.fields.email?.key).toBe('validation.emailInvalid');
    expect(invalid.form.key).toBe('votings.errors.fixFields');
    expect(describeVoterFailure(refusal(409, 'invalid_state')).form.key).toBe(
      'votings.voters.errors.notAllowed',
    );
    expect(describeVoterFailure(new TypeError('offline')).form.key).toBe('votings.voters.errors.addFailed');
  });
});
