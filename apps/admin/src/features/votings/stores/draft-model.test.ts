import { describe, expect, it } from 'vitest';
import type { Voting } from '@backoffice/api-client';
import {
  completeSteps,
  draftOf,
  newDetails,
  resumeStep,
  validateDetails,
  validateItems,
  votingInput,
  type DetailsDraft,
} from './draft-model';
import { localToIso } from '@admin/lib/local-date-time';

const NOW = '2026-11-23T10:00:00';

const details = (fields: Partial<DetailsDraft> = {}): DetailsDraft => ({
  ...newDetails(),
  title: 'AGE — Fundo Alfa',
  deadline: '2026-12-15T18:00:00',
  ...fields,
});

function voting(fields: Partial<Voting> = {}): Voting {
  return {
    id: 'v1',
    title: 'AGE — Fundo Alfa',
    description: 'Pauta',
    status: 'draft',
    kind: 'standard',
    weighting: 'by_weight',
    requiresSupportDocument: false,
    ballotTemplate: null,
    opensAt: null,
    deadline: '2026-12-15T21:00:00.000Z',
    publishedAt: null,
    closedAt: null,
    cancelledAt: null,
    cancelReason: null,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    items: [],
    documents: [],
    counts: { voters: 0, completed: 0, pending: 0, voided: 0 },
    participation: {
      eligible: { total: 0, voters: 0, represented: 0 },
      voted: { total: 0, voters: 0, represented: 0 },
      underReview: { total: 0, voters: 0, represented: 0 },
      pending: { total: 0, voters: 0, represented: 0 },
      voided: 0,
    },
    ...fields,
  };
}

describe('details checks', () => {
  it('accepts a title and a future deadline', () => {
    expect(validateDetails(details(), NOW)).toEqual({});
  });

  it('needs a title (not blank) of at most 200 characters', () => {
    expect(validateDetails(details({ title: '   ' }), NOW).title?.key).toBe('votings.errors.titleRequired');
    expect(validateDetails(details({ title: 'x'.repeat(201) }), NOW).title).toEqual({
      key: 'votings.errors.tooLong',
      params: { max: 200 },
    });
  });

  it('needs a deadline after now, and after a scheduled opening that is itself after now', () => {
    expect(validateDetails(details({ deadline: null }), NOW).deadline?.key).toBe(
      'votings.errors.deadlineRequired',
    );
    expect(validateDetails(details({ deadline: '2026-11-23T10:00:00' }), NOW).deadline?.key).toBe(
      'votings.errors.deadlinePast',
    );
    const scheduled = { opening: 'scheduled' as const };
    expect(validateDetails(details(scheduled), NOW).opensAt?.key).toBe('votings.errors.opensAtRequired');
    expect(validateDetails(details({ ...scheduled, opensAt: '2026-11-22T09:00:00' }), NOW).opensAt?.key).toBe(
      'votings.errors.opensAtPast',
    );
    expect(
      validateDetails(details({ ...scheduled, opensAt: '2026-12-20T09:00:00' }), NOW).deadline?.key,
    ).toBe('votings.errors.deadlineBeforeOpening');
    expect(validateDetails(details({ ...scheduled, opensAt: '2026-12-01T09:00:00' }), NOW)).toEqual({});
  });
});

describe('items checks', () => {
  it('needs at least one item, each with a question', () => {
    expect(validateItems([]).list?.key).toBe('votings.errors.itemsRequired');
    const errors = validateItems([
      { key: 'a', title: 'Aprovar as contas', description: '' },
      { key: 'b', title: ' ', description: 'x'.repeat(5001) },
    ]);
    expect(errors.list).toBeUndefined();
    expect(Object.keys(errors.titles)).toEqual(['b']);
    expect(errors.descriptions.b).toEqual({ key: 'votings.errors.tooLong', params: { max: 5000 } });
  });
});

describe('the input a step saves', () => {
  it('creates from the details alone', () => {
    const input = votingInput(null, { details: details({ title: '  AGE  ', weighting: 'by_weight' }) });
    expect(input).toEqual({
      title: 'AGE',
      description: '',
      weighting: 'by_weight',
      requiresSupportDocument: false,
      opensAt: null,
      deadline: localToIso('2026-12-15T18:00:00'),
      kind: 'standard',
      ballotTemplateId: null,
      items: [],
    });
  });

  it("replaces only the step's part of what was saved, keeping item ids", () => {
    const saved = voting({
      items: [
        { id: 'i2', position: 2, title: 'Segundo', description: '' },
        { id: 'i1', position: 1, title: 'Primeiro', description: '' },
      ],
      ballotTemplate: { id: 't1', name: 'Cédula' },
    });
    const items = votingInput(saved, {
      items: [
        { key: 'k2', id: 'i2', title: 'Segundo', description: '' },
        { key: 'k3', title: ' Novo ', description: 'd' },
      ],
    });
    expect(items.items).toEqual([
      { id: 'i2', title: 'Segundo', description: '' },
      { title: 'Novo', description: 'd' },
    ]);
    expect(items.title).toBe('AGE — Fundo Alfa');
    expect(items.ballotTemplateId).toBe('t1');
    const template = votingInput(saved, { ballotTemplateId: 't9' });
    expect(template.items.map((item) => item.id)).toEqual(['i1', 'i2']);
    expect(template.ballotTemplateId).toBe('t9');
  });

  it('reads a saved draft back as the steps show it', () => {
    const draft = draftOf(voting({ opensAt: '2026-12-01T12:00:00.000Z' }));
    expect(draft.details.opening).toBe('scheduled');
    expect(localToIso(draft.details.opensAt!)).toBe('2026-12-01T12:00:00.000Z');
    expect(localToIso(draft.details.deadline!)).toBe('2026-12-15T21:00:00.000Z');
  });
});

describe('where a saved draft resumes', () => {
  const item = { id: 'i1', position: 1, title: 'Item', description: '' };
  const counts = (voters: number) => ({ voters, completed: 0, pending: voters, voided: 0 });
  const doc = {
    id: 'd',
    name: 'a.pdf',
    contentType: 'application/pdf' as const,
    size: 1,
    sha256: '',
    createdAt: '',
  };
  it.each([
    ['items', voting()],
    ['documents', voting({ items: [item] })],
    ['voters', voting({ items: [item], documents: [doc] })],
    ['voters', voting({ items: [item], ballotTemplate: { id: 't', name: 'T' } })],
    ['invitation', voting({ items: [item], counts: counts(3) })],
    ['review', voting({ items: [item], counts: counts(3), ballotTemplate: { id: 't', name: 'T' } })],
  ])('at %s', (step, draft) => {
    expect(resumeStep(draft)).toBe(step);
  });
});

describe('complete steps (the stepper ticks only these)', () => {
  const now = new Date('2026-11-23T13:00:00.000Z');
  const item = { id: 'i1', position: 1, title: 'Aprovar as contas', description: '' };
  const document = {
    id: 'doc1',
    name: 'edital.pdf',
    contentType: 'application/pdf' as const,
    size: 31,
    sha256: 'a'.repeat(64),
    createdAt: '2026-11-01T12:00:00.000Z',
  };
  const counts = (voters: number, voided = 0) => ({
    voters,
    completed: 0,
    pending: voters - voided,
    voided,
  });
  const done = (v: Voting | null, reached: number) => [...completeSteps(v, reached, now)].sort();

  it('none before the draft exists; the details once it does', () => {
    expect(done(null, 3)).toEqual([]);
    expect(done(voting(), 0)).toEqual(['details']);
  });

  it('passing through a step never completes it: 0 voters is not done, however far the flow went', () => {
    expect(done(voting({ items: [item] }), 5)).toEqual(['details', 'documents', 'items']);
    // Voided voters are not voters who can be invited.
    expect(done(voting({ items: [item], counts: counts(2, 2) }), 5)).not.toContain('voters');
    expect(done(voting({ items: [item], counts: counts(2, 1) }), 5)).toContain('voters');
  });

  it('optional documents: done with one, or once the flow went past them; required ones need a document', () => {
    expect(done(voting(), 2)).not.toContain('documents');
    expect(done(voting(), 3)).toContain('documents');
    expect(done(voting({ documents: [document] }), 0)).toContain('documents');
    expect(done(voting({ requiresSupportDocument: true }), 5)).not.toContain('documents');
    expect(done(voting({ requiresSupportDocument: true, documents: [document] }), 5)).toContain('documents');
  });

  it('the invitation once a template is saved; the details not with a deadline already past; never the review', () => {
    const ready = voting({
      items: [item],
      counts: counts(3),
      ballotTemplate: { id: 't1', name: 'Cédula padrão' },
    });
    expect(done(ready, 5)).toEqual(['details', 'documents', 'invitation', 'items', 'voters']);
    expect(done({ ...ready, deadline: '2026-11-23T12:59:00.000Z' }, 5)).not.toContain('details');
    expect(done({ ...ready, opensAt: '2026-12-20T12:00:00.000Z' }, 5)).not.toContain('details');
  });
});
