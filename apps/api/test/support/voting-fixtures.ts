import { createHash, randomBytes } from 'node:crypto';
import { cnpjCheckDigits, cpfCheckDigits } from '@backoffice/domain';
import type { AppDatabase } from '../../src/index.ts';
import type { VotingInput, VotingStatus, VotingWeighting } from '@backoffice/api-client';
import { withWorkspace } from '../../src/db/tenant.ts';

// Builders for the votings tests (and S2's voters tests): rows written straight into the database, in any status,
// without going through the lifecycle endpoints.

/** A valid CPF (11 digits) made from n: different n, different CPF. */
export function cpfOf(n: number): string {
  const base = String(100_000_000 + (n % 900_000_000)).slice(-9);
  return base + cpfCheckDigits(base);
}

/** A valid numeric CNPJ (14 digits) made from n: the head office (0001) of base n. */
export function cnpjOf(n: number): string {
  const base = `${String(10_000_000 + (n % 90_000_000)).slice(-8)}0001`;
  return base + cnpjCheckDigits(base);
}

/** The hash a voter row stores for a random link token (the token itself is not needed by these tests). */
export function randomTokenHash(): string {
  return createHash('sha256').update(randomBytes(32)).digest('hex');
}

export interface VotingScope {
  companyId: string;
  workspaceId: string;
}

export interface VotingRowOptions {
  title?: string;
  status?: VotingStatus;
  weighting?: VotingWeighting;
  ballotTemplateId?: string | null;
  opensAt?: Date | null;
  deadline?: Date;
  /** Item titles, in order (default: two items). */
  items?: string[];
  createdAt?: Date;
  requiresSupportDocument?: boolean;
}

export interface VotingRow {
  votingId: string;
  itemIds: string[];
}

const DAY = 24 * 60 * 60 * 1000;

/** Inserts a voting (default: a draft by weight with two items, deadline in a week) with its items. */
export async function insertVotingRow(
  database: AppDatabase,
  scope: VotingScope,
  options: VotingRowOptions = {},
): Promise<VotingRow> {
  const status = options.status ?? 'draft';
  const now = new Date();
  return withWorkspace(database.db, scope.companyId, scope.workspaceId, async (trx) => {
    const voting = await trx
      .insertInto('votings')
      .values({
        company_id: scope.companyId,
        workspace_id: scope.workspaceId,
        title: options.title ?? 'Assembleia de teste',
        status,
        weighting: options.weighting ?? 'by_weight',
        requires_support_document: options.requiresSupportDocument ?? false,
        ballot_template_id: options.ballotTemplateId ?? null,
        opens_at: options.opensAt ?? null,
        deadline: options.deadline ?? new Date(now.getTime() + 7 * DAY),
        published_at: status === 'draft' ? null : now,
        closed_at: status === 'closed' ? now : null,
        cancelled_at: status === 'cancelled' ? now : null,
        cancel_reason: status === 'cancelled' ? 'Cancelada no teste' : null,
        ...(options.createdAt ? { created_at: options.createdAt } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const titles = options.items ?? ['Aprovar as contas', 'Eleger o representante'];
    const itemIds: string[] = [];
    for (const [index, title] of titles.entries()) {
      const item = await trx
        .insertInto('voting_items')
        .values({
          company_id: scope.companyId,
          workspace_id: scope.workspaceId,
          voting_id: voting.id,
          position: index + 1,
          title,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      itemIds.push(item.id);
    }
    return { votingId: voting.id, itemIds };
  });
}

export interface VoterRowOptions {
  name?: string;
  /** Default: a CPF made from a random number. */
  taxId?: string;
  weight?: string;
  email?: string;
  voided?: boolean;
}

/** Inserts a voter of the voting (active unless `voided`); returns its id and tax id. */
export async function insertVoterRow(
  database: AppDatabase,
  scope: VotingScope & { votingId: string },
  options: VoterRowOptions = {},
): Promise<{ voterId: string; taxId: string }> {
  const taxId = options.taxId ?? cpfOf(Math.floor(Math.random() * 900_000_000));
  return withWorkspace(database.db, scope.companyId, scope.workspaceId, async (trx) => {
    const row = await trx
      .insertInto('voters')
      .values({
        company_id: scope.companyId,
        workspace_id: scope.workspaceId,
        voting_id: scope.votingId,
        name: options.name ?? `Cotista ${taxId.slice(0, 4)}`,
        tax_id_type: taxId.length === 11 ? 'CPF' : 'CNPJ',
        tax_id: taxId,
        email: options.email ?? `cotista-${taxId}@example.test`,
        weight: options.weight ?? '1',
        status: options.voided ? 'voided' : 'active',
        void_reason: options.voided ? 'Anulado no teste' : null,
        voided_at: options.voided ? new Date() : null,
        token_hash: randomTokenHash(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { voterId: row.id, taxId };
  });
}

/** A ballot of `voter` approving each of `itemIds` (one vote per item), as the portal would record it. */
export async function insertApprovalBallot(
  database: AppDatabase,
  scope: VotingScope & { votingId: string },
  voter: { voterId: string; taxId: string },
  itemIds: readonly string[],
): Promise<void> {
  await withWorkspace(database.db, scope.companyId, scope.workspaceId, async (trx) => {
    const keys = { company_id: scope.companyId, workspace_id: scope.workspaceId, voting_id: scope.votingId };
    const ballot = await trx
      .insertInto('ballots')
      .values({ ...keys, voter_id: voter.voterId, idempotency_key: `b-${voter.voterId}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const itemId of itemIds) {
      await trx
        .insertInto('votes')
        .values({
          ...keys,
          item_id: itemId,
          ballot_id: ballot.id,
          voter_id: voter.voterId,
          subject_tax_id: voter.taxId,
          choice: 'approve',
          weight: '1',
        })
        .execute();
    }
  });
}

/** Inserts a party the attorney voter represents; returns its id. */
export async function insertRepresentedPartyRow(
  database: AppDatabase,
  scope: VotingScope & { votingId: string; attorneyVoterId: string },
  options: { name?: string; taxId: string; weight?: string },
): Promise<string> {
  return withWorkspace(database.db, scope.companyId, scope.workspaceId, async (trx) => {
    const row = await trx
      .insertInto('represented_parties')
      .values({
        company_id: scope.companyId,
        workspace_id: scope.workspaceId,
        voting_id: scope.votingId,
        attorney_voter_id: scope.attorneyVoterId,
        name: options.name ?? `Representado ${options.taxId.slice(0, 4)}`,
        tax_id_type: options.taxId.length === 11 ? 'CPF' : 'CNPJ',
        tax_id: options.taxId,
        weight: options.weight ?? '1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The demo's ballot template (São Paulo) and a message template there (not a ballot). */
export const DEMO_BALLOT_TEMPLATE = '7e000000-0000-4000-8000-000000000003';
export const DEMO_MESSAGE_TEMPLATE = '7e000000-0000-4000-8000-000000000001';

/** A VotingInput body: two items, by weight, with the demo ballot template, a deadline `days` ahead. */
export function votingInput(overrides: Partial<VotingInput> = {}, days = 7): VotingInput {
  return {
    title: 'AGE Fundo Imobiliário Ipê — 2026',
    description: 'Consulta formal aos cotistas.',
    kind: 'standard',
    weighting: 'by_weight',
    requiresSupportDocument: false,
    ballotTemplateId: DEMO_BALLOT_TEMPLATE,
    opensAt: null,
    deadline: new Date(Date.now() + days * DAY).toISOString(),
    items: [
      { title: 'Aprovar as demonstrações financeiras de 2025', description: '' },
      { title: 'Eleger o representante dos cotistas', description: '' },
    ],
    ...overrides,
  };
}
