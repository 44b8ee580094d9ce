import type { CommunicationRecipientUpload } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { fieldRefusal } from '../refusal.ts';
import { countItems, votersWithVotes, whereParticipation } from '../voters/voter-view.ts';
import { collectRecipients, readingTarget, writeRecipients, type SourceRow } from './recipient-upload.ts';

// A draft's recipients from one of the workspace's votings, or from every fund of a batch voting (issue 20): the active
// voters, all or only those who have not voted on every item (the voters' own participation rule, voter-view.ts), each
// read as a spreadsheet row is (collectRecipients: the domain's readRecipientRow, a person twice refused), in name
// order. A holder of several funds of a batch is one person (by CPF/CNPJ): one message. A parameterizable
// communication takes its values from a spreadsheet: a voting has none to give (422).

export interface FromVoting {
  votingId: string;
  voters: 'all' | 'pending';
}

export interface FromVotingBatch {
  batchId: string;
  voters: 'all' | 'pending';
}

interface VoterContact {
  name: string;
  email: string | null;
  phone: string | null;
  tax_id: string;
}

/** Replaces the draft's recipients with the voting's voters; undefined when the communication is not there. */
export async function recipientsFromVoting(
  trx: TenantTransaction,
  workspaceId: string,
  communicationId: string,
  input: FromVoting,
): Promise<CommunicationRecipientUpload | undefined> {
  const target = await readingTarget(trx, workspaceId, communicationId);
  if (!target) return undefined;
  refuseParameterizable(target.communication, 'votingId');
  const voting = await trx
    .selectFrom('votings')
    .select(['id', 'title'])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', input.votingId)
    .executeTakeFirst();
  if (!voting) {
    throw fieldRefusal(
      'unprocessable',
      [{ field: 'votingId', code: 'not_found' }],
      'A votação não está neste workspace',
    );
  }
  return replaceWithVoters(trx, target, await votersOf(trx, voting.id, input.voters), voting.title);
}

/** Replaces the draft's recipients with the batch's holders, each once; undefined when the communication is not there. */
export async function recipientsFromVotingBatch(
  trx: TenantTransaction,
  workspaceId: string,
  communicationId: string,
  input: FromVotingBatch,
): Promise<CommunicationRecipientUpload | undefined> {
  const target = await readingTarget(trx, workspaceId, communicationId);
  if (!target) return undefined;
  refuseParameterizable(target.communication, 'batchId');
  const batch = await trx
    .selectFrom('voting_batches')
    .select(['id', 'title'])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', input.batchId)
    .executeTakeFirst();
  if (!batch) {
    throw fieldRefusal(
      'unprocessable',
      [{ field: 'batchId', code: 'not_found' }],
      'A votação em lote não está neste workspace',
    );
  }
  const funds = await trx
    .selectFrom('votings')
    .select('id')
    .where('batch_id', '=', batch.id)
    .orderBy('id')
    .execute();
  // Fund by fund (each has its own items, so its own "pending"), then each holder once, in name order.
  const byHolder = new Map<string, VoterContact>();
  for (const fund of funds) {
    for (const voter of await votersOf(trx, fund.id, input.voters)) {
      if (!byHolder.has(voter.tax_id)) byHolder.set(voter.tax_id, voter);
    }
  }
  const holders = [...byHolder.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.tax_id.localeCompare(b.tax_id),
  );
  return replaceWithVoters(trx, target, holders, batch.title);
}

function refuseParameterizable(communication: { parameterizable: boolean }, field: string): void {
  if (!communication.parameterizable) return;
  throw fieldRefusal(
    'unprocessable',
    [{ field, code: 'parameterizable' }],
    'Uma comunicação parametrizável recebe os destinatários de uma planilha, com os valores de cada um',
  );
}

/** A voting's active voters (all, or those yet to vote on every item), in name order. */
async function votersOf(
  trx: TenantTransaction,
  votingId: string,
  voters: 'all' | 'pending',
): Promise<VoterContact[]> {
  let query = votersWithVotes(trx, votingId).where('v.status', '=', 'active');
  if (voters === 'pending') query = whereParticipation(query, 'pending', await countItems(trx, votingId));
  return query
    .select(['v.name', 'v.email', 'v.phone', 'v.tax_id'])
    .orderBy('v.name')
    .orderBy('v.id')
    .execute();
}

/** The voters read as a spreadsheet's rows, in their order, and written as the draft's recipients. */
async function replaceWithVoters(
  trx: TenantTransaction,
  target: NonNullable<Awaited<ReturnType<typeof readingTarget>>>,
  voters: readonly VoterContact[],
  source: string,
): Promise<CommunicationRecipientUpload> {
  const rows: SourceRow[] = voters.map((voter, index) => ({
    line: index + 1,
    cells: {
      name: voter.name,
      email: voter.email ?? undefined,
      phone: voter.phone ?? undefined,
      parameters: {},
    },
  }));
  const reading = await collectRecipients(
    rows,
    target.plan,
    {
      email: 'email',
      phone: 'phone',
      name: 'name',
      parameters: {},
    },
    target.message,
  );
  await writeRecipients(trx, target.communication, reading.recipients, source);
  return {
    fileName: source,
    accepted: reading.recipients.length,
    refused: reading.refused,
    columns: reading.columns,
    issues: reading.issues,
    issuesTruncated: reading.issuesTruncated,
  };
}
