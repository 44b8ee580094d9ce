import type { AuditChainStatus, AuditEntry as ContractAuditEntry, Pagination } from '@backoffice/api-client';
import { verifyChain, type AuditEntry } from '../../audit/index.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import { loadAuditChain } from './audit-log.ts';

// The audit trail as the overview's tab shows it: one page of entries, oldest first, each actor named, and whether
// the whole chain verifies (checked over every entry on each read: a page alone proves nothing).

export function chainStatus(chain: readonly AuditEntry[]): AuditChainStatus {
  const verification = verifyChain(chain);
  if (verification.ok) {
    return { count: verification.count, head: verification.head, verified: true, firstBadSeq: null };
  }
  return {
    count: chain.length,
    head: chain.at(-1)?.hash ?? null,
    verified: false,
    firstBadSeq: verification.firstBadSeq,
  };
}

/** Names of the users and voters who acted, by id (a removed user or voter has none). */
async function actorNames(
  trx: TenantTransaction,
  entries: readonly AuditEntry[],
): Promise<Map<string, string>> {
  const ids = (kind: 'user' | 'voter') => [
    ...new Set(
      entries.flatMap((entry) => (entry.actor.kind === kind && entry.actor.id ? [entry.actor.id] : [])),
    ),
  ];
  const names = new Map<string, string>();
  const userIds = ids('user');
  if (userIds.length) {
    const users = await trx.selectFrom('users').select(['id', 'name']).where('id', 'in', userIds).execute();
    for (const user of users) names.set(`user:${user.id}`, user.name);
  }
  const voterIds = ids('voter');
  if (voterIds.length) {
    const voters = await trx
      .selectFrom('voters')
      .select(['id', 'name'])
      .where('id', 'in', voterIds)
      .execute();
    for (const voter of voters) names.set(`voter:${voter.id}`, voter.name);
  }
  return names;
}

export async function listAuditPage(
  trx: TenantTransaction,
  votingId: string,
  page: { offset: number; limit: number },
): Promise<{ entries: ContractAuditEntry[]; chain: AuditChainStatus; pagination: Pagination }> {
  const chain = await loadAuditChain(trx, votingId);
  const entries = chain.slice(page.offset, page.offset + page.limit);
  const names = await actorNames(trx, entries);
  return {
    entries: entries.map((entry) => ({
      seq: entry.seq,
      at: entry.at,
      actor: {
        kind: entry.actor.kind,
        id: entry.actor.id,
        name: entry.actor.id === null ? null : (names.get(`${entry.actor.kind}:${entry.actor.id}`) ?? null),
      },
      action: entry.action,
      data: entry.data as ContractAuditEntry['data'],
      prevHash: entry.prevHash,
      hash: entry.hash,
    })),
    chain: chainStatus(chain),
    pagination: {
      total: chain.length,
      offset: page.offset,
      limit: page.limit,
      sortBy: 'seq',
      sortDirection: 'asc',
    },
  };
}
