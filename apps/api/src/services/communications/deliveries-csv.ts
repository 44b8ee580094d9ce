import type { Kysely } from 'kysely';
import { TIME_ZONE, valueColumnPlaceholders, type CsvCell, type DispatchStatus } from '@backoffice/domain';
import type { DatabaseSchema, DeliveryChannel, DeliveryReceipt } from '../../db/schema.ts';
import { withWorkspace } from '../../db/tenant.ts';
import { isoInZone } from '../../reports/format-instant.ts';
import { toIso } from '../../db/timestamps.ts';
import { RECIPIENT_COLUMNS, recipientsWithLatestDelivery } from './recipient-list.ts';

// The deliveries' export of a communication: one CSV line per recipient in spreadsheet order with their latest
// delivery — what the detail's table shows, for a spreadsheet or an audit. Read a page at a time (each page its own
// short transaction, by line), so memory stays one page whatever the size; written by the domain's csvWriter
// (csvChunks) like every export. Instants in Brasília time, as the votings' reports.

const PAGE = 1_000;

const STATUS_LABELS: Readonly<Record<DispatchStatus | 'none', string>> = {
  none: 'Não enviada',
  pending: 'Na fila',
  sending: 'Enviando',
  sent: 'Enviada',
  failed: 'Falhou',
  unconfirmed: 'Não confirmada',
};

const RECEIPT_LABELS: Readonly<Record<DeliveryReceipt, string>> = {
  sent: 'Enviada',
  delivered: 'Entregue',
  read: 'Lida',
  failed: 'Falhou',
};

const CHANNEL_LABELS: Readonly<Record<DeliveryChannel, string>> = { email: 'E-mail', whatsapp: 'WhatsApp' };

export interface ExportedCommunication {
  id: string;
  name: string;
  /** The spreadsheet's value columns, in the template's order (parameterizable only). */
  valueColumns: string[];
}

/** The communication of the workspace to export (undefined: not there), with the value columns its template uses. */
export async function communicationToExport(
  db: Kysely<DatabaseSchema>,
  scope: { companyId: string; workspaceId: string },
  communicationId: string,
): Promise<ExportedCommunication | undefined> {
  const row = await withWorkspace(db, scope.companyId, scope.workspaceId, (trx) =>
    trx
      .selectFrom('communications as c')
      .innerJoin('message_templates as t', (join) =>
        join.onRef('t.company_id', '=', 'c.company_id').onRef('t.id', '=', 'c.template_id'),
      )
      .select(['c.id', 'c.name', 'c.parameterizable', 't.placeholders'])
      .where('c.workspace_id', '=', scope.workspaceId)
      .where('c.id', '=', communicationId)
      .executeTakeFirst(),
  );
  if (!row) return undefined;
  const valueColumns = row.parameterizable ? valueColumnPlaceholders(row.placeholders) : [];
  return { id: row.id, name: row.name, valueColumns };
}

/** The header and one row per recipient (for csvChunks). */
export async function* deliveryRows(
  db: Kysely<DatabaseSchema>,
  scope: { companyId: string; workspaceId: string },
  communication: ExportedCommunication,
): AsyncGenerator<readonly CsvCell[]> {
  yield [
    'Linha',
    'Nome',
    'E-mail',
    'Telefone',
    ...communication.valueColumns,
    'Canal',
    'Entrega',
    'Confirmação',
    'Enviada em',
    'Atualizada em',
    'Motivo',
  ];
  // By line (unique per communication): the page's recipients first, then their latest deliveries — a lateral join
  // over the whole communication before the page's limit read every recipient's deliveries for each page.
  let after = 0;
  for (;;) {
    const from = after;
    const rows = await withWorkspace(db, scope.companyId, scope.workspaceId, async (trx) => {
      const ids = await trx
        .selectFrom('communication_recipients')
        .select('id')
        .where('communication_id', '=', communication.id)
        .where('line', '>', from)
        .orderBy('line')
        .limit(PAGE)
        .execute();
      if (ids.length === 0) return [];
      return recipientsWithLatestDelivery(trx, communication.id)
        .where(
          'r.id',
          'in',
          ids.map((row) => row.id),
        )
        .select(RECIPIENT_COLUMNS)
        .orderBy('r.line')
        .execute();
    });
    for (const row of rows) {
      yield [
        row.line,
        row.name,
        row.email,
        row.phone,
        ...communication.valueColumns.map((name) => row.parameters[name] ?? ''),
        row.channel ? CHANNEL_LABELS[row.channel] : '',
        STATUS_LABELS[row.status ?? 'none'],
        row.receipt ? RECEIPT_LABELS[row.receipt] : '',
        row.sent_at === null ? '' : isoInZone(toIso(row.sent_at), TIME_ZONE),
        row.updated_at === null ? '' : isoInZone(toIso(row.updated_at), TIME_ZONE),
        row.error ?? '',
      ];
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = last.line;
  }
}
