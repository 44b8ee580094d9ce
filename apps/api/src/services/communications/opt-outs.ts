import { sql } from 'kysely';

// Who withdrew consent to the company's marketing (marketing_opt_outs, migration 0027): by their phone (a WhatsApp
// "SAIR") or their e-mail (the one-click unsubscribe) — either stops marketing on every channel (packages/domain
// recipientChannels).

/** Whether the recipient `r` (communication_recipients) withdrew consent, as a column or a condition. */
export const recipientOptedOut = sql<boolean>`exists (select 1 from marketing_opt_outs o
  where o.company_id = r.company_id and o.contact in (r.phone, lower(r.email)))`;
