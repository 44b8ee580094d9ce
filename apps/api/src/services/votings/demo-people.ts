import { createHash } from 'node:crypto';
import { cnpjCheckDigits, cpfCheckDigits, isValidCnpj, isValidCpf } from '@backoffice/domain';
import type { DemoVoting } from '../../db/demo-data.ts';

// The people of a demo voting (db/demo-data.ts): the first thing a prospect sees, so they must read like a fund's
// unitholders — Brazilian names, a CPF that passes the check digits for a person, a CNPJ for a legal entity, an
// e-mail made of the name. Everything is derived from the voting's id and the person's position (a hash, no
// randomness), so every demo shows the same people on every machine.

const FIRST_NAMES = [
  'Ana',
  'Beatriz',
  'Bruno',
  'Camila',
  'Carla',
  'Daniel',
  'Diego',
  'Eduarda',
  'Felipe',
  'Fernanda',
  'Gabriel',
  'Gabriela',
  'Gustavo',
  'Helena',
  'Henrique',
  'Isabela',
  'João',
  'Juliana',
  'Larissa',
  'Leonardo',
  'Lucas',
  'Luíza',
  'Marcos',
  'Mariana',
  'Natália',
  'Otávio',
  'Patrícia',
  'Paulo',
  'Rafael',
  'Renata',
  'Rodrigo',
  'Sofia',
  'Thiago',
  'Vanessa',
  'Vinícius',
  'Wagner',
];
const SURNAMES = [
  'Almeida',
  'Araújo',
  'Azevedo',
  'Barbosa',
  'Cardoso',
  'Carvalho',
  'Correia',
  'Costa',
  'Fernandes',
  'Freitas',
  'Gomes',
  'Lima',
  'Martins',
  'Mendes',
  'Monteiro',
  'Moreira',
  'Nascimento',
  'Oliveira',
  'Pereira',
  'Ribeiro',
  'Rocha',
  'Rodrigues',
  'Santos',
  'Silva',
  'Souza',
  'Teixeira',
];
/** Unitholders that are legal entities (a CNPJ): at most one of each per voting. */
const INSTITUTIONS = [
  'Fundação Previdenciária Ipiranga',
  'Caixa de Previdência dos Servidores de Campinas',
  'Horizonte Family Office Ltda.',
  'Instituto de Seguridade Social Sul',
  'Pampa Investimentos S.A.',
  'Fundação de Assistência dos Economiários Paulistas',
  'Serra Azul Gestão Patrimonial Ltda.',
  'Fundação Cerrado de Seguridade Social',
  'Atlântico Capital S.A.',
  'Instituto Paranaense de Previdência Complementar',
  'Mantiqueira Participações Ltda.',
  'Cooperativa de Crédito Vale do Itajaí',
];
/** Parties an attorney represents (pension funds, a CNPJ each). */
const REPRESENTED = [
  'Fundação Itaúna de Seguridade',
  'Previdência Complementar Araguaia',
  'Fundo de Pensão dos Servidores de Sorocaba',
  'Fundação Guaíba de Previdência',
  'Caixa Assistencial dos Engenheiros do Recife',
  'Instituto Tocantins de Aposentadoria',
];

export const DEMO_EMAIL_DOMAIN = 'exemplo.com.br';

export interface DemoPerson {
  name: string;
  taxIdType: 'CPF' | 'CNPJ';
  taxId: string;
  /** A decimal string: '1' per head, quotas otherwise. */
  weight: string;
}

export interface DemoVoter extends DemoPerson {
  email: string;
  phone: string;
}

/** A deterministic unsigned number for (voting, person, purpose): the same demo on every machine. */
function numberFor(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join(':')).digest().readUInt32BE(0);
}

function pick<T>(list: readonly T[], ...parts: (string | number)[]): T {
  return list[numberFor(...parts) % list.length]!;
}

/** 'Fundação Guaíba S.A.' → ['fundacao', 'guaiba', 's', 'a']: the name's words as an address keeps them. */
const words = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const LEGAL_FORMS = new Set(['ltda', 's', 'a']);
const LINKING_WORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);

/**
 * The e-mail's local part made of the name: a person's first name and last surname ('ana.lima'), an entity's name
 * without its legal form and linking words ('pampa.investimentos').
 */
export function demoEmailLocalPart(person: Pick<DemoPerson, 'name' | 'taxIdType'>): string {
  const all = words(person.name);
  if (person.taxIdType === 'CPF') return `${all[0]}.${all.at(-1)}`;
  return all.filter((word) => !LEGAL_FORMS.has(word) && !LINKING_WORDS.has(word)).join('.');
}

/**
 * A valid number not used yet in the voting: `base(attempt)` gives the base digits, the domain gives the check
 * digits and says whether the whole is valid (a base of one repeated digit is not).
 */
function uniqueTaxId(used: Set<string>, type: 'CPF' | 'CNPJ', base: (attempt: number) => string): string {
  for (let attempt = 0; ; attempt++) {
    const digits = base(attempt);
    const taxId = digits + (type === 'CPF' ? cpfCheckDigits(digits) : cnpjCheckDigits(digits));
    const valid = type === 'CPF' ? isValidCpf(taxId) : isValidCnpj(taxId);
    if (valid && !used.has(taxId)) {
      used.add(taxId);
      return taxId;
    }
  }
}

const cpfBase = (seed: (string | number)[]) => (attempt: number) =>
  String(100_000_000 + (numberFor('cpf', ...seed, attempt) % 899_999_999));

/** A head office's CNPJ ('…/0001-…'). */
const cnpjBase = (seed: (string | number)[]) => (attempt: number) =>
  `${String(10_000_000 + (numberFor('cnpj', ...seed, attempt) % 89_999_999))}0001`;

/** Quotas as a fund's register shows them: whole, or with cents for one in four. */
function weightOf(voting: DemoVoting, index: number, low: number, spread: number): string {
  if (voting.weighting === 'per_head') return '1';
  const n = numberFor(voting.id, index);
  const fraction = numberFor('cents', voting.id, index) % 100;
  const cents = n % 4 === 0 ? `.${String(fraction).padStart(2, '0')}` : '';
  return `${low + (n % spread)}${cents}`;
}

/**
 * The voting's unitholders, in order: people with a CPF and, every seventh from the fourth, an institution with a
 * CNPJ. Names, tax ids and e-mails are unique within the voting.
 */
export function demoVoters(voting: DemoVoting): DemoVoter[] {
  const taxIds = new Set<string>();
  const names = new Set<string>();
  const emails = new Map<string, number>();
  const institutionOffset = numberFor('institutions', voting.id);
  return Array.from({ length: voting.voters }, (_, index) => {
    const institution = index % 7 === 3;
    let name: string;
    if (institution) {
      name = INSTITUTIONS[(institutionOffset + (index - 3) / 7) % INSTITUTIONS.length]!;
    } else {
      // A first name and two different surnames, e.g. 'Mariana Costa Ribeiro'; never twice in the voting.
      for (let attempt = 0; ; attempt++) {
        const first = pick(FIRST_NAMES, 'first', voting.id, index, attempt);
        const middle = pick(SURNAMES, 'middle', voting.id, index, attempt);
        const last = pick(SURNAMES, 'last', voting.id, index, attempt);
        name = `${first} ${middle} ${last}`;
        if (middle !== last && !names.has(name)) break;
      }
    }
    names.add(name);
    const taxIdType = institution ? 'CNPJ' : 'CPF';
    const taxId = uniqueTaxId(taxIds, taxIdType, (institution ? cnpjBase : cpfBase)([voting.id, index]));
    // Two people may share a first name and a last surname: the second address gets a number.
    const local = demoEmailLocalPart({ name, taxIdType });
    const seen = (emails.get(local) ?? 0) + 1;
    emails.set(local, seen);
    return {
      name,
      taxIdType,
      taxId,
      email: `${local}${seen > 1 ? seen : ''}@${DEMO_EMAIL_DOMAIN}`,
      phone: `+55119${String(numberFor('phone', voting.id, index) % 100_000_000).padStart(8, '0')}`,
      weight: institution ? weightOf(voting, index, 50_000, 200_000) : weightOf(voting, index, 100, 12_000),
    };
  });
}

/** The parties the voting's first voter represents as attorney: pension funds with a CNPJ of their own. */
export function demoRepresentedParties(voting: DemoVoting, voters: readonly DemoPerson[]): DemoPerson[] {
  const taxIds = new Set(voters.map((voter) => voter.taxId));
  const offset = numberFor('represented', voting.id);
  return Array.from({ length: voting.represented }, (_, index) => ({
    name: REPRESENTED[(offset + index) % REPRESENTED.length]!,
    taxIdType: 'CNPJ' as const,
    taxId: uniqueTaxId(taxIds, 'CNPJ', cnpjBase(['party', voting.id, index])),
    weight:
      voting.weighting === 'per_head' ? '1' : `${20_000 + (numberFor('party', voting.id, index) % 80_000)}`,
  }));
}
