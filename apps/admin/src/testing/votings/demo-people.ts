import type { VoteChoice } from '@backoffice/api-client';
import { cnpjCheckDigits, cpfCheckDigits, normalizeForSearch } from '@backoffice/domain';
import type { FakeChoices } from './detail-state';
import { JOINING_VOTER, demoVoterId, votingId, type FakeVoterRow } from './rows';

// The detail demo's people: voters with names, valid CPF/CNPJs, e-mails, phones and quotas, and how they vote.

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
];
const LAST = ['Almeida', 'Barbosa', 'Cardoso', 'Duarte', 'Esteves', 'Ferreira', 'Gonçalves', 'Holanda'];
const COMPANIES = [
  'Previdência Aurora',
  'Instituto Patrimonial Ipê',
  'Fundação Saúde Litoral',
  'Family Office Mantiqueira Ltda.',
  'Seguradora Horizonte S.A.',
];
/** Quotas with decimals, as registrars send them. */
const WEIGHTS = [
  '15230.5',
  '1200',
  '875.125',
  '40000',
  '312.75',
  '2500',
  '98.000001',
  '7300.4',
  '650',
  '18000',
];

export const cpf = (n: number) => {
  const base = String(123456789 + n * 7919).slice(-9);
  return base + cpfCheckDigits(base);
};
export const cnpj = (n: number) => {
  const base = `${String(11222333 + n * 4021).slice(-8)}0001`;
  return base + cnpjCheckDigits(base);
};

export function demoVoter(voting: number, n: number, createdAt: string): FakeVoterRow {
  const company = n % 7 === 3;
  const name = company
    ? COMPANIES[n % COMPANIES.length]!
    : `${FIRST[n % FIRST.length]} ${LAST[(n * 3) % LAST.length]} ${LAST[(n + 5) % LAST.length]}`;
  const handle = normalizeForSearch(name)
    .replace(/[^a-z]+/g, '.')
    .replace(/\.$/, '');
  return {
    id: demoVoterId(voting, n),
    votingId: votingId(voting),
    name,
    taxIdType: company ? 'CNPJ' : 'CPF',
    taxId: company ? cnpj(n) : cpf(n),
    email: `${handle}${n}@exemplo.com.br`,
    phone: n % 4 === 0 ? null : `+55119${String(80000000 + n * 1373).slice(-8)}`,
    weight: WEIGHTS[n % WEIGHTS.length]!,
    ...JOINING_VOTER,
    createdAt,
  };
}

/** A voter's answers, varied by their number: mostly approve, some reject and abstain, conflict where given. */
export function choicesFor(
  items: readonly { id: string }[],
  n: number,
  conflictOn: readonly number[] = [],
): FakeChoices {
  const pattern: VoteChoice[] = ['approve', 'approve', 'reject', 'approve', 'abstain', 'approve', 'reject'];
  return Object.fromEntries(
    items.map((item, index) => [
      item.id,
      conflictOn.includes(index) ? 'conflict' : pattern[(n + index * 2) % pattern.length]!,
    ]),
  );
}
