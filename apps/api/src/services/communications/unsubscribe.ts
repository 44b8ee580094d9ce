import { createHmac, timingSafeEqual } from 'node:crypto';
import { appendCompanyAudit } from '../../audit/company-audit.ts';
import type { AppDatabase } from '../../db/open-database.ts';
import { withTenant } from '../../db/tenant.ts';

// A marketing e-mail's unsubscribe (issue 20; RFC 8058 one-click, and the footer's link): its token names the company
// and the delivery, signed with the server's link key (a purpose of its own: "unsubscribe:"), so the link needs no
// table and cannot be made for another address. Using it withdraws the address's consent to the company's marketing on
// every channel (marketing_opt_outs, as a WhatsApp "SAIR" does); legal notices still go.

/** 128 bits of the HMAC, base64url. */
const SIGNATURE_CHARS = 22;

// A uuid as 22 base64url characters (its 16 bytes), so the whole token stays within a path segment's limit.
const packUuid = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
function unpackUuid(packed: string): string | undefined {
  const hex = Buffer.from(packed, 'base64url').toString('hex');
  if (
    hex.length !== 32 ||
    packUuid(hex.replace(/(.{8})(.{4})(.{4})(.{4})(.{12})/, '$1-$2-$3-$4-$5')) !== packed
  )
    return undefined;
  return hex.replace(/(.{8})(.{4})(.{4})(.{4})(.{12})/, '$1-$2-$3-$4-$5');
}

function signature(secret: string, companyId: string, deliveryId: string): string {
  return createHmac('sha256', secret)
    .update(`unsubscribe:${companyId}:${deliveryId}`)
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS);
}

export function unsubscribeToken(secret: string, companyId: string, deliveryId: string): string {
  return `${packUuid(companyId)}.${packUuid(deliveryId)}.${signature(secret, companyId, deliveryId)}`;
}

/** The company and delivery a token names, when its signature is the server's; undefined otherwise. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { companyId: string; deliveryId: string } | undefined {
  const [company, delivery, given] = token.split('.');
  const companyId = company && unpackUuid(company);
  const deliveryId = delivery && unpackUuid(delivery);
  if (!companyId || !deliveryId || !given) return undefined;
  const expected = Buffer.from(signature(secret, companyId, deliveryId));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return { companyId, deliveryId };
}

export interface UnsubscribeSubject {
  companyName: string;
  address: string;
  alreadyOut: boolean;
}

/** Who the link is about (undefined: no such e-mail delivery of the company). */
export async function unsubscribeSubject(
  database: AppDatabase,
  subject: { companyId: string; deliveryId: string },
): Promise<UnsubscribeSubject | undefined> {
  return withTenant(database.db, subject.companyId, async (trx) => {
    const row = await trx
      .selectFrom('deliveries as d')
      .innerJoin('companies as c', 'c.id', 'd.company_id')
      .select(['d.address', 'c.name'])
      .where('d.company_id', '=', subject.companyId)
      .where('d.id', '=', subject.deliveryId)
      .where('d.channel', '=', 'email')
      .executeTakeFirst();
    if (!row) return undefined;
    const address = row.address.toLowerCase();
    const out = await trx
      .selectFrom('marketing_opt_outs')
      .select('contact')
      .where('contact', '=', address)
      .executeTakeFirst();
    return { companyName: row.name, address, alreadyOut: out !== undefined };
  });
}

/** Withdraws the address's consent (once; audited). Undefined: no such e-mail delivery of the company. */
export async function unsubscribe(
  database: AppDatabase,
  subject: { companyId: string; deliveryId: string },
): Promise<UnsubscribeSubject | undefined> {
  const found = await unsubscribeSubject(database, subject);
  if (!found) return undefined;
  await withTenant(database.db, subject.companyId, async (trx) => {
    const inserted = await trx
      .insertInto('marketing_opt_outs')
      .values({ company_id: subject.companyId, contact: found.address, source: 'unsubscribe_link' })
      .onConflict((conflict) => conflict.columns(['company_id', 'contact']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await appendCompanyAudit(trx, {
      companyId: subject.companyId,
      workspaceId: null,
      actor: { kind: 'system', id: null },
      action: 'communication.opted_out',
      subjectId: null,
      data: { contact: found.address, source: 'unsubscribe_link', deliveryId: subject.deliveryId },
    });
  });
  return { ...found, alreadyOut: true };
}
