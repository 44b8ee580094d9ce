import type { CommunicationRecipientUpload } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { fieldRefusal } from '../refusal.ts';
import { countItems, votersWithVotes, whereParticipation } from '../voters/voter-view.ts';
import { collectRecipients, readingTarget, writeRecipients, type SourceRow } from './recipient-upload.ts';

// A draft's recipients from one of the workspace's votings (issue 20): its active voters, all or only those who have
// not voted on every item (the voters' own participation rule, voter-view.ts), each read as a spreadsheet row is
// (collectRecipients: the domain's readRecipientRow, a person twice refused), in name order. A parameterizable
// communication takes its values from a spreadsheet: a voting has none to give (422 on votingId).

export interface FromVoting {
  votingId: string;
  voters: 'all' | 'pending';
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
  if (target.communication.parameterizable) {
    throw fieldRefusal(
      'unprocessable',
      [{ field: 'votingId', code: 'parameterizable' }],
      'Uma comunicação parametrizável recebe os destinatários de uma planilha, com os valores de cada um',
    );
  }
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
  let query = votersWithVotes(trx, voting.id).where('v.status', '=', 'active');
  if (input.voters === 'pending')
    query = whereParticipation(query, 'pending', await countItems(trx, voting.id));
  const voters = await query
    .select(['v.name', 'v.email', 'v.phone'])
    .orderBy('v.name')
    .orderBy('v.id')
    .execute();
  const rows: SourceRow[] = voters.map((voter, index) => ({
    line: index + 1,
    cells: { name: voter.name, email: voter.email, phone: voter.phone ?? undefined, parameters: {} },
  }));
  const reading = await collectRecipients(rows, target.plan, {
    email: 'email',
    phone: 'phone',
    name: 'name',
    parameters: {},
  });
  await writeRecipients(trx, target.communication, reading.recipients, voting.title);
  return {
    fileName: voting.title,
    accepted: reading.recipients.length,
    refused: reading.refused,
    columns: reading.columns,
    issues: reading.issues,
    issuesTruncated: reading.issuesTruncated,
  };
}
