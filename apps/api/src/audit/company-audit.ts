import type { TenantTransaction } from '../db/tenant.ts';
import type { AuditActor } from './audit-entry.ts';

// The company's audit log (migration 0015): what operators destroy or copy outside a voting's own trail (and a
// draft's test invitation). Written in
// the same transaction as the change it records, so a refused or failed change leaves no entry.

export type CompanyAuditAction =
  | 'voting.discarded'
  | 'voting.duplicated'
  | 'workspace.deleted'
  // A draft's test invitation (services/voting-dispatch/test-invitation.ts): a draft has no trail of its own yet.
  | 'invitation.test_queued'
  // A communication's send (services/communications/send-communication.ts): who asked, to how many.
  | 'communication.send_queued'
  // A resend to the failed or undelivered recipients only (resend-communication.ts): the scope, to how many.
  | 'communication.resend_queued'
  // A communication scheduled, taken back to draft, or cancelled (schedule-communication.ts): its send time.
  | 'communication.scheduled'
  | 'communication.unscheduled'
  | 'communication.cancelled'
  | 'communication.deleted'
  // A person withdrew consent to the company's marketing (a WhatsApp "SAIR": whatsapp-webhook-intake.ts).
  | 'communication.opted_out'
  // The company's WhatsApp number as the Cloud API knows it (whatsapp-sender-settings.ts).
  | 'company.whatsapp_sender_updated';

export interface CompanyAuditInput {
  companyId: string;
  /** The workspace it happened in. */
  workspaceId: string | null;
  actor: AuditActor;
  action: CompanyAuditAction;
  /** The voting, workspace or communication it is about. */
  subjectId: string | null;
  /** Plain JSON: what went (titles, counts). */
  data: Record<string, unknown>;
}

export async function appendCompanyAudit(trx: TenantTransaction, entry: CompanyAuditInput): Promise<void> {
  if (entry.actor.kind === 'voter') throw new Error('A voter acts on a voting, never on the company log');
  await trx
    .insertInto('company_audit_entries')
    .values({
      company_id: entry.companyId,
      workspace_id: entry.workspaceId,
      actor_kind: entry.actor.kind,
      actor_id: entry.actor.id,
      action: entry.action,
      subject_id: entry.subjectId,
      data: JSON.stringify(entry.data),
    })
    .execute();
}
