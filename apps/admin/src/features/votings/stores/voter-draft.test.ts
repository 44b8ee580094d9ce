import { describe, expect, it } from 'vitest';
import { ApiError, type Voter } from '@backoffice/api-client';
import {
  describeVoterFailure,
  emptyVoterDraft,
  readWeight,
  toVoterInput,
  validateVoterDraft,
  voterDraftOf,
  type VoterDraft,
  type VoterDraftWords,
} from './voter-draft';

// One voter-draft model for both "Adicionar votante" dialogs (the new-voting flow's and the detail screen's); each
// says a problem in its own words.
const detailWords: VoterDraftWords = {
  nameRequired: 'votings.detail.errors.nameRequired',
  taxIdRequired: 'votings.detail.errors.taxIdRequired',
  taxIdInvalid: 'votings.detail.errors.taxIdInvalid',
  weightInvalid: 'votings.detail.errors.weightInvalid',
  tooLong: 'votings.detail.errors.tooLong',
};
const newVotingWords: VoterDraftWords = {
  nameRequired: 'votings.voters.errors.nameRequired',
  taxIdRequired: 'votings.voters.errors.taxIdRequired',
  taxIdInvalid: 'votings.voters.errors.taxIdInvalid',
  weightInvalid: 'votings.voters.errors.weightInvalid',
  tooLong: 'votings.errors.tooLong',
};
/** The new-voting dialog's check: the weight always read, in pt-BR. */
const validateVoter = (draft: VoterDraft) =>
  validateVoterDraft(draft, { locale: 'pt-BR', weighs: true, words: newVotingWords });
const voterInput = (draft: VoterDraft) => toVoterInput(draft, 'pt-BR', true);
const emptyVoter = () => emptyVoterDraft();

const voter: Voter = {
  id: 'c0000021-0000-4000-8000-000000000001',
  name: 'Maria da Silva',
  taxIdType: 'CPF',
  taxId: '52998224725',
  email: 'maria@exemplo.com.br',
  phone: null,
  weight: '1250.5',
  status: 'active',
  participation: 'pending',
  voidReason: null,
  voidedAt: null,
  votedAt: null,
  lastInvitation: null,
  representedParties: 0,
  accessLockedUntil: null,
  createdAt: '2026-11-01T12:00:00.000Z',
};

describe('voter draft', () => {
  it('asks for name, a CPF/CNPJ with valid check digits, an e-mail and (when weighing) the quotas', () => {
    const errors = validateVoterDraft(
      { ...emptyVoterDraft('1'), taxId: '52998224724', weight: '1,2,3' },
      { locale: 'pt-BR', weighs: true, words: detailWords },
    );
    expect(errors).toEqual({
      name: { key: 'votings.detail.errors.nameRequired' },
      taxId: { key: 'votings.detail.errors.taxIdInvalid' },
      email: { key: 'validation.emailRequired' },
      weight: { key: 'votings.detail.errors.weightInvalid' },
    });
    // A voting that does not weigh votes does not ask for quotas.
    expect(
      validateVoterDraft(
        { ...voterDraftOf(voter, 'pt-BR'), weight: 'x' },
        { locale: 'pt-BR', weighs: false, words: detailWords },
      ),
    ).toEqual({});
  });

  it('shows the quotas in the locale and sends them as the contract decimal', () => {
    const draft = voterDraftOf({ ...voter, weight: '1234567.125' }, 'pt-BR');
    expect(draft.weight).toBe('1234567,125');
    expect(toVoterInput({ ...draft, weight: '1.250,75' }, 'pt-BR', true)).toEqual({
      name: 'Maria da Silva',
      taxId: '52998224725',
      email: 'maria@exemplo.com.br',
      phone: null,
      weight: '1250.75',
    });
  });

  it('keeps the weight as it is when the voting counts one vote per voter', () => {
    expect(toVoterInput({ ...voterDraftOf(voter, 'en'), weight: '9' }, 'en', false, voter).weight).toBe(
      '1250.5',
    );
    expect(
      toVoterInput({ ...emptyVoterDraft('1'), name: 'A', taxId: '52998224725', email: 'a@b.co' }, 'en', false)
        .weight,
    ).toBe('1');
  });
});

describe("weights as typed (packages/domain parseWeight, with the locale's decimal separator)", () => {
  // Issue 17: '1.250' was 1.25 in the new-voting dialog and 1250 in the detail's; '1.250.000' was refused by one.
  it.each([
    ['1.250', 'pt-BR', '1250'],
    ['1.250.000', 'pt-BR', '1250000'],
    ['1.250', 'en', '1.25'],
    ['1,250', 'en', '1250'],
  ])('%s in %s → %s in both dialogs', (typed, locale, weight) => {
    expect(readWeight(typed, locale)).toBe(weight);
    const draft = { ...emptyVoterDraft(), name: 'A', taxId: '52998224725', email: 'a@b.co', weight: typed };
    expect(validateVoterDraft(draft, { locale, weighs: true, words: newVotingWords })).toEqual({});
    expect(validateVoterDraft(draft, { locale, weighs: true, words: detailWords })).toEqual({});
    expect(toVoterInput(draft, locale, true).weight).toBe(weight);
  });

  // The new-voting dialog's table (its parseWeightInput, read in pt-BR).
  it.each([
    ['', '1'],
    ['1', '1'],
    ['1.250,5', '1250.5'],
    ['1250.5', '1250.5'],
    ['0,000001', '0.000001'],
    ['007', '7'],
    ['2,50', '2.5'],
    [' 3 ', '3'],
  ])('%j → %j', (typed, weight) => expect(readWeight(typed, 'pt-BR')).toBe(weight));

  it.each(['0', '0,0', '-1', 'abc', '1,2345678', '1.2.3', '1e5'])('%j is refused', (typed) =>
    expect(readWeight(typed, 'pt-BR')).toBeNull(),
  );

  // The detail dialog's table (its parseDecimalInput); an empty weight is now one vote in both dialogs.
  it.each([
    ['1.250,5', 'pt-BR', '1250.5'],
    ['1250,5', 'pt-BR', '1250.5'],
    ['1250.5', 'pt-BR', '1250.5'],
    ['1.234.567', 'pt-BR', '1234567'],
    [' 100 ', 'pt-BR', '100'],
    ['0,000001', 'pt-BR', '0.000001'],
    ['1,250.5', 'en', '1250.5'],
    ['1,234', 'en', '1234'],
    ['007', 'en', '7'],
    ['١٢٥٠٫٥', 'ar', '1250.5'],
  ])('%s in %s → %s', (text, locale, expected) => {
    expect(readWeight(text, locale)).toBe(expected);
  });

  it.each([['abc'], ['-1'], ['1,2,3'], ['1,1234567'], ['1e5']])('refuses %j', (text) => {
    expect(readWeight(text, 'pt-BR')).toBeNull();
  });
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
