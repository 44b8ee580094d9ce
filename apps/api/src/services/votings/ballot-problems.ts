import { paramsRefusal, Refusal } from '../refusal.ts';
import { maskTaxId } from '../../reports/mask-tax-id.ts';
import type { Subject } from './ballot-types.ts';

// The refusals a ballot can meet for a subject already voted: one vote per (voting, item, subject CPF/CNPJ),
// whoever casts it, with the unique constraint on votes as the last word.

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}

/** 409 `voter_has_voted` naming the subject (name and masked CPF/CNPJ): the second attorney's clear message. */
export function subjectHasVoted(subject: Subject | undefined): Refusal {
  const detail = 'A vote for this CPF/CNPJ on this item is already recorded';
  if (!subject) return new Refusal('voter_has_voted', detail);
  return paramsRefusal(
    'voter_has_voted',
    { name: subject.name, taxIdMasked: maskTaxId(subject.taxIdType, subject.taxId) },
    detail,
  );
}

/** The subject a unique violation names, from PostgreSQL's detail `Key (…, subject_tax_id)=(…, 12345678909)`. */
export function subjectOfViolation(error: unknown, subjects: Iterable<Subject>): Subject | undefined {
  const detail = String((error as { detail?: unknown }).detail ?? '');
  return [...subjects].find((subject) => detail.includes(`, ${subject.taxId})`));
}
