import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../src/db/schema.ts';
import { withWorkspace } from '../../src/db/tenant.ts';
import { sendCommunication } from '../../src/services/communications/send-communication.ts';

// A communication with many recipients, written straight into the database, and its send queued as the API's
// sendCommunication does (the e-mail throughput bench's second kind of round, beside a voting's invitations).

/**
 * A draft e-mail communication of the workspace with `recipients` recipients at `${prefix}${n}@exemplo.com.br`, sent:
 * answers the send's job id.
 */
export async function queueCommunicationRound(
  db: Kysely<DatabaseSchema>,
  scope: { companyId: string; workspaceId: string },
  options: { name: string; recipients: number; prefix: string },
): Promise<string> {
  const { companyId, workspaceId } = scope;
  const communication = await withWorkspace(db, companyId, workspaceId, async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', companyId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const template = await trx
      .insertInto('message_templates')
      .values({
        company_id: companyId,
        workspace_id: workspaceId,
        name: `Aviso (${options.name})`,
        kind: 'message',
        channel: 'email',
        subject: 'Aviso da {{empresa}}',
        body: '<p>Olá, {{nome}}!</p><p>A {{empresa}} informa: o rendimento de dezembro foi creditado.</p>',
        placeholders: ['nome', 'empresa'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('communications')
      .values({
        company_id: companyId,
        workspace_id: workspaceId,
        name: options.name,
        purpose: 'legal_notice',
        channel: 'email',
        template_id: template.id,
        parameterizable: false,
        recipient_count: options.recipients,
        created_by: user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`
      insert into communication_recipients (company_id, workspace_id, communication_id, line, name, email)
      select ${companyId}, ${workspaceId}, ${id}, g + 1, 'Cotista ' || g, ${options.prefix} || g || '@exemplo.com.br'
      from generate_series(1, ${options.recipients}) g`.execute(trx);
    await sendCommunication(trx, { companyId, workspaceId, userId: user.id }, id);
    return id;
  });
  const { rows } = await sql<{ job_id: string }>`
    select job_id from communication_sends where communication_id = ${communication}`.execute(db);
  return rows[0]!.job_id;
}
