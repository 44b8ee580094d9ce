import type { AuditEntry } from '@backoffice/api-client';
import type { AuditAction } from '@backoffice/domain';
import { iso } from './clock';
import type { FakeAuditEntry, VotingDetailFakeState } from './detail-state';
import type { FakeVoterRow, FakeVotingRow } from './rows';

// A voting's audit trail, a hash chain as the server keeps it: seeded from the demo's history, appended to by every
// write of the detail's handlers, verified on every read (tamperedSeq edits one entry).

/** A 64-hex-digit digest (FNV-1a, four lanes): not cryptographic, but any change to the text changes it. */
export function fakeHash(text: string): string {
  let out = '';
  for (let lane = 0; lane < 4; lane++) {
    let hash = 0xcbf29ce484222325n ^ BigInt(lane);
    for (let index = 0; index < text.length; index++) {
      hash ^= BigInt(text.charCodeAt(index));
      hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
    }
    out += hash.toString(16).padStart(16, '0');
  }
  return out;
}

const GENESIS = '0'.repeat(64);
const hashOf = (entry: Omit<FakeAuditEntry, 'hash'>) =>
  fakeHash(JSON.stringify([entry.seq, entry.at, entry.actor, entry.action, entry.data, entry.prevHash]));

const OPERATOR = {
  kind: 'user' as const,
  id: 'b0000000-0000-4000-8000-000000000003',
  name: 'Olívia Operadora',
};
const SYSTEM = { kind: 'system' as const, id: null, name: null };

export function appendAudit(
  state: VotingDetailFakeState,
  votingIdValue: string,
  action: AuditAction,
  data: Record<string, unknown>,
  actor: AuditEntry['actor'] = OPERATOR,
  at = iso(Date.now()),
): void {
  const trail = state.audit.filter((row) => row.votingId === votingIdValue);
  const previous = trail.at(-1)?.entry;
  const body = {
    seq: (previous?.seq ?? 0) + 1,
    at,
    actor,
    action,
    data,
    prevHash: previous?.hash ?? GENESIS,
  };
  state.audit.push({ votingId: votingIdValue, entry: { ...body, hash: hashOf(body) } });
}

export function seedAudit(state: VotingDetailFakeState, row: FakeVotingRow, voters: FakeVoterRow[]): void {
  // As the server's: the trail starts at publication (a draft is the operator's working copy, not audited), with
  // what was published.
  if (row.status === 'draft') return;
  appendAudit(
    state,
    row.id,
    'voting.published',
    {
      title: row.title,
      opensAt: row.opensAt,
      documents: row.documents.map((document) => document.name),
      voters: voters.length,
    },
    OPERATOR,
    row.publishedAt!,
  );
  if (row.status === 'scheduled') return;
  appendAudit(state, row.id, 'voting.opened', {}, SYSTEM, row.opensAt!);
  appendAudit(state, row.id, 'invitation.queued', { count: voters.length }, SYSTEM, row.opensAt!);
  const events = [
    ...state.ballots
      .filter((ballot) => ballot.votingId === row.id)
      .map((ballot) => ({ at: ballot.at, kind: 'ballot' as const, voterId: ballot.voterId })),
    ...voters
      .filter((voter) => voter.voidedAt)
      .map((voter) => ({ at: voter.voidedAt!, kind: 'void' as const, voterId: voter.id })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  // A pending voter who typed the wrong last 4 digits too often.
  const locked = voters.find((voter) => voter.participation === 'pending' && voter.status === 'active');
  if (locked && events[0])
    appendAudit(
      state,
      row.id,
      'voter.access_locked',
      { voterId: locked.id, step: 'identity' },
      { kind: 'voter', id: locked.id, name: locked.name },
      iso(Date.parse(events[0].at) - 60 * 60_000),
    );
  for (const event of events) {
    const voter = voters.find((candidate) => candidate.id === event.voterId)!;
    const asVoter = { kind: 'voter' as const, id: voter.id, name: voter.name };
    const before = (minutes: number) => iso(Date.parse(event.at) - minutes * 60_000);
    if (event.kind === 'ballot') {
      // In the portal, as the server records it: the voter confirms who they are, accepts the policy, votes.
      appendAudit(state, row.id, 'voter.identified', { voterId: voter.id }, asVoter, before(6));
      appendAudit(state, row.id, 'policy.accepted', { voterId: voter.id }, asVoter, before(5));
      appendAudit(state, row.id, 'ballot.recorded', { voterId: voter.id }, asVoter, event.at);
    } else
      appendAudit(
        state,
        row.id,
        'voter.voided',
        { voterId: voter.id, reason: voter.voidReason },
        OPERATOR,
        event.at,
      );
  }
  if (row.status === 'closed')
    appendAudit(state, row.id, 'voting.closed', { by: 'deadline' }, SYSTEM, row.closedAt!);
  if (row.status === 'cancelled')
    appendAudit(state, row.id, 'voting.cancelled', { reason: row.cancelReason }, OPERATOR, row.cancelledAt!);
}

/** The trail as stored (with a tampered row if asked) and whether its chain verifies. */
export function auditOf(state: VotingDetailFakeState, votingIdValue: string) {
  const entries = state.audit
    .filter((row) => row.votingId === votingIdValue)
    .map(({ entry }) =>
      entry.seq === state.tamperedSeq ? { ...entry, data: { ...entry.data, edited: true } } : entry,
    );
  let firstBadSeq: number | null = null;
  let previous = GENESIS;
  for (const entry of entries) {
    const { hash, ...body } = entry;
    if (entry.prevHash !== previous || hashOf(body) !== hash) {
      firstBadSeq = entry.seq;
      break;
    }
    previous = hash;
  }
  return {
    entries,
    chain: {
      count: entries.length,
      head: entries.at(-1)?.hash ?? null,
      verified: firstBadSeq === null,
      firstBadSeq,
    },
  };
}
