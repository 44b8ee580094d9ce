// What a draft voting still misses before it can be published: the server refuses to publish with one 422
// `voting_incomplete` entry per gap, the new-voting flow ticks a step only when it has none and clears a banner once
// its gap is gone, and the test fakes answer with the same list.

export type PublishGapField = 'items' | 'voters' | 'ballotTemplateId' | 'deadline' | 'opensAt' | 'documents';
export type PublishGapCode = 'minItems' | 'required' | 'in_past' | 'after_deadline';

/** One thing missing, as the contract's FieldError writes it. */
export interface PublishGap {
  field: PublishGapField;
  code: PublishGapCode;
  params?: { limit: number };
}

/** What publishing looks at, counted by the caller (the server in SQL, the app from the voting it read). */
export interface PublishFacts {
  items: number;
  /** Voters who may vote (voided ones excluded): each is invited when the voting opens. */
  activeVoters: number;
  documents: number;
  hasBallotTemplate: boolean;
  /** Voters must attach a support document: they need at least one document of the voting to read first. */
  requiresSupportDocument: boolean;
  deadline: Date | string;
  /** When it opens; null opens it when published. */
  opensAt: Date | string | null;
}

const time = (value: Date | string) => new Date(value).getTime();

/**
 * Every gap, in a fixed order: an item, an active voter, the ballot template, a deadline in the future, an opening
 * (when given) in the future and before the deadline, and a document when voters must attach one. Empty: it may be
 * published.
 */
export function publishGaps(facts: PublishFacts, now: Date): PublishGap[] {
  const gaps: PublishGap[] = [];
  const nowMs = now.getTime();
  const deadline = time(facts.deadline);
  const opensAt = facts.opensAt === null ? null : time(facts.opensAt);
  if (facts.items < 1) gaps.push({ field: 'items', code: 'minItems', params: { limit: 1 } });
  if (facts.activeVoters < 1) gaps.push({ field: 'voters', code: 'minItems', params: { limit: 1 } });
  if (!facts.hasBallotTemplate) gaps.push({ field: 'ballotTemplateId', code: 'required' });
  if (!(deadline > nowMs)) gaps.push({ field: 'deadline', code: 'in_past' });
  if (opensAt !== null && !(opensAt > nowMs)) gaps.push({ field: 'opensAt', code: 'in_past' });
  if (opensAt !== null && !(opensAt < deadline)) gaps.push({ field: 'opensAt', code: 'after_deadline' });
  if (facts.requiresSupportDocument && facts.documents < 1)
    gaps.push({ field: 'documents', code: 'minItems', params: { limit: 1 } });
  return gaps;
}
