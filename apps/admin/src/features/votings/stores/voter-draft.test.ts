import { describe, expect, it } from 'vitest';
import type { Voter } from '@backoffice/api-client';
import { emptyVoterDraft, toVoterInput, validateVoterDraft, voterDraftOf } from './voter-draft';

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
      { ...emptyVoterDraft(), taxId: '52998224724', weight: '1,2,3' },
      'pt-BR',
      true,
    );
    expect(errors).toEqual({
      name: { key: 'votings.detail.errors.nameRequired' },
      taxId: { key: 'votings.detail.errors.taxIdInvalid' },
      email: { key: 'validation.emailRequired' },
      weight: { key: 'votings.detail.errors.weightInvalid' },
    });
    // A voting that does not weigh votes does not ask for quotas.
    expect(validateVoterDraft({ ...voterDraftOf(voter, 'pt-BR'), weight: 'x' }, 'pt-BR', false)).toEqual({});
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
      toVoterInput({ ...emptyVoterDraft(), name: 'A', taxId: '52998224725', email: 'a@b.co' }, 'en', false)
        .weight,
    ).toBe('1');
  });
});
