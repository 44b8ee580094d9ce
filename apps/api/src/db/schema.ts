import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { ChannelPlan, CommunicationPurpose, CommunicationStatus } from '@backoffice/domain';
import type {
  IdentificationType,
  Role,
  TemplateChannel,
  TemplateKind,
  VoteChoice,
  VotingKind,
  VotingStatus,
  VotingWeighting,
} from '@backoffice/api-client';

/** Every table carries company_id (the tenant); row-level security filters on it. */
export interface CompaniesTable {
  id: string;
  /** Generated: equals id, so the tenant policy is the same on every table. */
  company_id: GeneratedAlways<string>;
  name: string;
  identification_type: IdentificationType;
  /** CPF (11 digits) or CNPJ (14 characters: 12 [0-9A-Z] + 2 check digits). */
  document_number: string;
  active: Generated<boolean>;
  logo_ref: string | null;
  whatsapp: string | null;
  feature_communication: Generated<boolean>;
  feature_forms: Generated<boolean>;
  created_at: Generated<Date>;
  /** The number's id on the WhatsApp Cloud API (migration 0027): the webhooks are routed to the company by it. */
  whatsapp_phone_number_id: string | null;
  whatsapp_messages_per_second: Generated<number>;
  whatsapp_messaging_limit: Generated<string>;
}

export interface WorkspacesTable {
  company_id: string;
  id: Generated<string>;
  name: string;
  logo_ref: string | null;
  created_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface UsersTable {
  company_id: string;
  id: Generated<string>;
  /** Lower-cased; unique across companies. Contact and display only: it never says who a caller is. */
  email: string;
  name: string;
  role: Role;
  photo_url: string | null;
  current_workspace_id: string | null;
  /** A deactivated user keeps their row but no longer opens a session. */
  active: Generated<boolean>;
  created_at: Generated<Date>;
  /**
   * Who the user is in the user pool: its issuer (the ID token's `iss`) and subject (`sub`), unique together; the
   * session user is found by them. Both null: not bound yet (no session opens until the start-up back-fill binds it).
   */
  identity_issuer: string | null;
  identity_subject: string | null;
}

export interface MembershipsTable {
  company_id: string;
  user_id: string;
  workspace_id: string;
  created_at: Generated<Date>;
}

export interface MessageTemplatesTable {
  company_id: string;
  workspace_id: string;
  id: Generated<string>;
  name: string;
  kind: TemplateKind;
  channel: TemplateChannel;
  /** E-mail only (null for WhatsApp). */
  subject: string | null;
  /** Sanitized HTML (e-mail) or text (WhatsApp). */
  body: string;
  placeholders: string[];
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Columns every table of a voting has: the tenant, the workspace and the voting. */
interface VotingRowKeys {
  company_id: string;
  workspace_id: string;
  voting_id: string;
  id: Generated<string>;
}

/** numeric columns travel as strings both ways (pg and PGlite): never a float. */
type Numeric = ColumnType<string, string | undefined, string>;

export interface VotingsTable {
  company_id: string;
  workspace_id: string;
  id: Generated<string>;
  title: string;
  description: Generated<string>;
  kind: Generated<VotingKind>;
  /** As the last action left it; time-based moves (opening, closing at the deadline) are settled by the server. */
  status: Generated<VotingStatus>;
  weighting: Generated<VotingWeighting>;
  requires_support_document: Generated<boolean>;
  ballot_template_id: string | null;
  opens_at: Date | null;
  deadline: Date;
  published_at: Date | null;
  closed_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Every voter of the voting, voided ones included: kept by triggers (migration 0011); no figure reads it. */
  voter_count: Generated<number>;
  /** The active voters: kept by triggers (migration 0014). */
  voters_active: Generated<number>;
  /** CPF/CNPJs an active attorney represents that are no active voter's: kept by triggers (migration 0014). */
  represented_only: Generated<number>;
  /** The subjects with a counted vote (the list's "votes counted", 0 shown when cancelled): kept by triggers. */
  subjects_counted: Generated<number>;
  /** A batch's child (migration 0020): its batch and fund; null on a single voting. */
  batch_id: Generated<string | null>;
  fund_name: Generated<string | null>;
  /** Upper case, no punctuation (numeric or alphanumeric CNPJ). */
  fund_tax_id: Generated<string | null>;
  /** numeric(24, 6) as text. */
  fund_issued_quotas: ColumnType<string | null, string | null | undefined, string | null>;
  fund_holder_count: Generated<number | null>;
  auditor_opinion: Generated<'unqualified' | 'qualified' | null>;
  tacit_approval_allowed: Generated<boolean>;
}

/** A batch voting (migration 0020): what its children (votings with batch_id) share. */
export interface VotingBatchesTable {
  company_id: string;
  workspace_id: string;
  id: Generated<string>;
  kind: VotingKind;
  title: string;
  description: Generated<string>;
  weighting: Generated<VotingWeighting>;
  /** [{ title, description, approvalRule }] (packages/domain ApprovalRule). */
  items: ColumnType<unknown, string, string>;
  ballot_template_id: string | null;
  opens_at: Date | null;
  deadline: Date;
  /** date columns, read as 'YYYY-MM-DD' text (selected with ::text). */
  fiscal_year_end: ColumnType<string | null, string | null | undefined, string | null>;
  statements_available_on: ColumnType<string | null, string | null | undefined, string | null>;
  statements_lead_days: Generated<number>;
  fund_kind: Generated<'fii' | 'other'>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The holders spreadsheet of a batch, read and kept until confirmed (migration 0020). */
export interface VotingBatchImportsTable {
  company_id: string;
  workspace_id: string;
  batch_id: string;
  id: Generated<string>;
  status: Generated<'ready' | 'imported'>;
  file_name: string;
  file_key: string;
  size: number;
  summary: ColumnType<unknown, string, string>;
  funds: ColumnType<unknown, string | undefined, string>;
  errors: ColumnType<unknown, string | undefined, string>;
  created_by: string | null;
  created_at: Generated<Date>;
  confirmed_at: Date | null;
}

/** A voting's vote map of one kind, written once by its job (migration 0021). */
export interface VoteMapsTable {
  company_id: string;
  workspace_id: string;
  voting_id: string;
  kind: 'preliminary' | 'final' | 'detailed';
  generated_at: Generated<Date>;
  /** The CSV's text; the download puts a byte order mark before it. */
  content: string;
  /** Of the file as downloaded (byte order mark included). */
  sha256: string;
  size: number;
}

/** Per voting and subject (CPF/CNPJ): its votes that count; kept by triggers (migration 0011), read by tests. */
export interface VotingSubjectTalliesTable {
  company_id: string;
  workspace_id: string;
  voting_id: string;
  subject_tax_id: string;
  counted: number;
}

/** Each item's counted votes per choice, kept by triggers (migration 0022). */
export interface VotingItemTotalsTable {
  company_id: string;
  workspace_id: string;
  voting_id: string;
  item_id: string;
  choice: 'approve' | 'reject' | 'abstain' | 'conflict';
  counted: number;
  /** numeric: read as text. */
  weight: string;
}

export interface VotingItemsTable extends VotingRowKeys {
  position: number;
  title: string;
  description: Generated<string>;
  /** packages/domain ApprovalRule (migration 0020); null: simple majority. */
  approval_rule: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface VotingDocumentsTable extends VotingRowKeys {
  name: string;
  content_type: 'application/pdf' | 'image/png' | 'image/jpeg';
  size: number;
  sha256: string;
  storage_key: string;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface VotersTable extends VotingRowKeys {
  name: string;
  tax_id_type: IdentificationType;
  /** Normalized: digits (CPF) or 12 [0-9A-Z] + 2 digits (CNPJ), no punctuation. */
  tax_id: string;
  email: string;
  phone: string | null;
  weight: Numeric;
  status: Generated<'active' | 'voided'>;
  void_reason: string | null;
  voided_at: Date | null;
  voided_by: string | null;
  /** SHA-256 (hex) of the link token; the token itself is never stored. */
  token_hash: string;
  token_version: Generated<number>;
  import_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RepresentedPartiesTable extends VotingRowKeys {
  attorney_voter_id: string;
  name: string;
  tax_id_type: IdentificationType;
  tax_id: string;
  weight: Numeric;
  power_of_attorney_key: string | null;
  created_at: Generated<Date>;
}

export interface BallotsTable extends VotingRowKeys {
  voter_id: string;
  idempotency_key: string;
  status: Generated<'counted' | 'under_review' | 'returned'>;
  approver_name: string | null;
  approver_email: string | null;
  review_comment: string | null;
  reviewed_at: Date | null;
  remote_address: string | null;
  user_agent: string | null;
  receipt_hash: string | null;
  submitted_at: Generated<Date>;
  /** SHA-256 (hex) of the third-party approver's token (migration 0008); null without an approver. */
  approver_token_hash: string | null;
  /** The address the browser's IP check saw (evidence only). */
  client_address: string | null;
  /**
   * SHA-256 (hex) of the answers in a canonical order (migration 0012, ballot-replay.ts): a retry of the key with
   * other answers is refused. Null on a returned ballot recorded before it.
   */
  answers_sha256: string | null;
}

/** A file a voter attached (migration 0008): a support document or a power of attorney. */
export interface VoterUploadsTable extends VotingRowKeys {
  voter_id: string;
  kind: 'support' | 'power_of_attorney';
  name: string;
  content_type: 'application/pdf' | 'image/png' | 'image/jpeg';
  size: number;
  sha256: string;
  storage_key: string;
  /** Null until a ballot is submitted with it (and again once that ballot is returned). */
  ballot_id: string | null;
  created_at: Generated<Date>;
}

export interface VotesTable extends VotingRowKeys {
  item_id: string;
  ballot_id: string;
  /** Who cast it: the voter themself or the attorney. */
  voter_id: string;
  represented_party_id: string | null;
  /** Whose vote it is (unique per voting and item): the voter's or the represented party's CPF/CNPJ. */
  subject_tax_id: string;
  choice: VoteChoice;
  weight: Numeric;
  cast_at: Generated<Date>;
}

export interface VoterImportsTable extends VotingRowKeys {
  status: Generated<'ready' | 'importing' | 'imported' | 'discarded' | 'failed'>;
  file_name: string;
  file_key: string;
  size: number;
  summary: ColumnType<unknown, string, string>;
  errors: ColumnType<unknown, string | undefined, string>;
  preview: ColumnType<unknown, string | undefined, string>;
  error_report_key: string | null;
  imported_count: Generated<number>;
  job_id: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
  confirmed_at: Date | null;
  /** The file's rows up to this line are written (the import job resumes after it). */
  written_through_line: Generated<number>;
  /** Set when a failed import is taking its voters out again; it shows as failed once they are gone. */
  rollback_reason: string | null;
}

export interface VotingDispatchesTable extends VotingRowKeys {
  kind: 'invitation' | 'reminder' | 'resend';
  job_id: string | null;
  recipients: Generated<number>;
  created_by: string | null;
  created_at: Generated<Date>;
}

/** Append-only (no update/delete grant; a trigger refuses them). */
export interface VotingAuditEntriesTable {
  company_id: string;
  workspace_id: string;
  voting_id: string;
  seq: number;
  at: Date;
  actor_kind: 'user' | 'voter' | 'system';
  actor_id: string | null;
  action: string;
  data: ColumnType<unknown, string, never>;
  prev_hash: string;
  hash: string;
}

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'unconfirmed';
export type DeliveryChannel = 'email' | 'whatsapp';

/** Durable work (jobs/): claimed with a lease, resumed by another runner once the lease has expired. */
export interface JobsTable {
  company_id: string;
  workspace_id: string;
  id: Generated<string>;
  kind: string;
  payload: ColumnType<unknown, string | undefined, string>;
  /** Unique per company and kind: creating the same job twice finds the first one. */
  dedupe_key: string | null;
  status: Generated<JobStatus>;
  progress_total: Generated<number>;
  /** Items processed, successfully or not. */
  progress_done: Generated<number>;
  /** Of progress_done, the items that failed (for dispatch: failed + unconfirmed deliveries). */
  progress_failed: Generated<number>;
  /** Runs that ended in an error or a crash. */
  attempts: Generated<number>;
  run_after: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_by: string | null;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One message to one recipient on one channel, for one job: unique (company_id, job_id, recipient_key, channel). */
export interface DeliveriesTable {
  company_id: string;
  workspace_id: string;
  id: Generated<string>;
  job_id: string;
  /** The feature's id of the recipient (e.g. a voter id). */
  recipient_key: string;
  channel: DeliveryChannel;
  address: string;
  status: Generated<DeliveryStatus>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  provider_message_id: string | null;
  error: string | null;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** What the channel reported after the hand-over (WhatsApp's webhooks; migration 0027), furthest first. */
  receipt: DeliveryReceipt | null;
  receipt_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type DeliveryReceipt = 'sent' | 'delivered' | 'read' | 'failed';

/** One report of a delivery by its channel, as it came (migration 0027). */
export interface DeliveryEventsTable {
  company_id: string;
  workspace_id: string;
  id: Generated<string>;
  delivery_id: string;
  status: DeliveryReceipt;
  occurred_at: ColumnType<Date, Date | string, Date | string>;
  error: string | null;
  received_at: Generated<Date>;
}

/** The next free send slot of a company's WhatsApp number (migration 0027). */
export interface WhatsappPacingTable {
  company_id: string;
  next_slot: ColumnType<Date, Date | string, Date | string>;
}

/** A person (E.164 phone or e-mail) who withdrew consent to the company's marketing (migration 0027). */
export interface MarketingOptOutsTable {
  company_id: string;
  contact: string;
  source: 'whatsapp_reply' | 'unsubscribe_link';
  created_at: Generated<Date>;
}

/** Columns of the voter portal's access tables (migration 0007): one voter of one voting. */
interface VoterRowKeys {
  company_id: string;
  workspace_id: string;
  voting_id: string;
  voter_id: string;
}

/**
 * The company's audit log (migration 0015): what operators destroy or copy outside a voting's trail — a discarded
 * draft, a deleted workspace, a duplicated voting. Append-only for the application (insert and select only).
 */
export interface CompanyAuditEntriesTable {
  company_id: string;
  id: Generated<string>;
  at: Generated<Date>;
  actor_kind: 'user' | 'system';
  actor_id: string | null;
  /** The workspace it happened in (it may since be deleted). */
  workspace_id: string | null;
  action: string;
  /** The row it is about (it may since be deleted): the voting, the workspace. */
  subject_id: string | null;
  /** JSON text when written; parsed when read. */
  data: ColumnType<unknown, string | undefined, never>;
}

/** The brute-force state of a voter's link: one row per voter, written on the first try. */
export interface VoterAccessTable extends VoterRowKeys {
  /** Wrong last 4s since the right ones, a sign-in or the lock this count set (migration 0016: the PIN's are apart). */
  failed_attempts: Generated<number>;
  /** Wrong PINs since a sign-in or the lock this count set, across PINs (a new PIN buys no guesses). */
  pin_failed_attempts: Generated<number>;
  /** While in the future every try of both steps is refused; lifting it by hand also zeroes both counts. */
  locked_until: Date | null;
  /** When the last PIN was e-mailed (a new one at most every 30 s). */
  pin_sent_at: Date | null;
  /** When each PIN of the last hour was e-mailed (migration 0012: a few per voter per hour). */
  pin_sends: Generated<Date[]>;
  updated_at: Generated<Date>;
}

/** The voter's pending PIN (one per voter): HMAC-SHA256 keyed by the server, salted by `id`; never the PIN. */
export interface VoterPinChallengesTable extends VoterRowKeys {
  id: Generated<string>;
  pin_hash: string;
  attempts: Generated<number>;
  created_at: Generated<Date>;
  expires_at: Date;
}

/** A voter portal session: the SHA-256 (hex) of its cookie, never the cookie. */
export interface VoterSessionsTable extends VoterRowKeys {
  id: Generated<string>;
  token_hash: string;
  created_at: Generated<Date>;
  last_used_at: Generated<Date>;
  /** Idle expiry: last use + 30 min, never beyond absolute_expires_at. */
  expires_at: Date;
  absolute_expires_at: Date;
  remote_address: string | null;
  user_agent: string | null;
}

/** The policy version a voter accepted (unique per voter and version), with the evidence. */
export interface VoterPolicyAcceptancesTable extends VoterRowKeys {
  id: Generated<string>;
  version: string;
  accepted_at: Generated<Date>;
  /** As the server saw it (request.ip, see TRUST_PROXY). */
  remote_address: string | null;
  user_agent: string | null;
  /** As the browser's public IP check reported it. */
  client_address: string | null;
}

/** Migration 0025 (issue 20): a communication's choices and status. */
export interface CommunicationsTable {
  company_id: string;
  workspace_id: string;
  id: Generated<string>;
  name: string;
  purpose: CommunicationPurpose;
  channel: ChannelPlan;
  template_id: string;
  parameterizable: boolean;
  status: Generated<CommunicationStatus>;
  recipient_count: Generated<number>;
  recipients_file_name: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When a scheduled communication goes (migration 0026); null otherwise. */
  scheduled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One valid row of a communication's recipients spreadsheet. */
export interface CommunicationRecipientsTable {
  company_id: string;
  workspace_id: string;
  communication_id: string;
  id: Generated<string>;
  line: number;
  name: string | null;
  email: string | null;
  /** E.164. */
  phone: string | null;
  parameters: ColumnType<Record<string, string>, string | undefined, string>;
  /** The id as text, as deliveries name the recipient (migration 0026: a join under RLS that can use their index). */
  recipient_key: ColumnType<string, never, never>;
}

/** One send of a communication: its job (whose deliveries are the messages). */
export interface CommunicationSendsTable {
  company_id: string;
  workspace_id: string;
  communication_id: string;
  job_id: string;
  recipients: number;
  skipped: number;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface DatabaseSchema {
  companies: CompaniesTable;
  delivery_events: DeliveryEventsTable;
  whatsapp_pacing: WhatsappPacingTable;
  marketing_opt_outs: MarketingOptOutsTable;
  workspaces: WorkspacesTable;
  users: UsersTable;
  memberships: MembershipsTable;
  message_templates: MessageTemplatesTable;
  votings: VotingsTable;
  voting_batches: VotingBatchesTable;
  voting_batch_imports: VotingBatchImportsTable;
  vote_maps: VoteMapsTable;
  voting_items: VotingItemsTable;
  voting_documents: VotingDocumentsTable;
  voters: VotersTable;
  represented_parties: RepresentedPartiesTable;
  ballots: BallotsTable;
  votes: VotesTable;
  voter_imports: VoterImportsTable;
  voting_dispatches: VotingDispatchesTable;
  voting_audit_entries: VotingAuditEntriesTable;
  company_audit_entries: CompanyAuditEntriesTable;
  voting_subject_tallies: VotingSubjectTalliesTable;
  voting_item_totals: VotingItemTotalsTable;
  jobs: JobsTable;
  deliveries: DeliveriesTable;
  communications: CommunicationsTable;
  communication_recipients: CommunicationRecipientsTable;
  communication_sends: CommunicationSendsTable;
  voter_uploads: VoterUploadsTable;
  voter_access: VoterAccessTable;
  voter_pin_challenges: VoterPinChallengesTable;
  voter_sessions: VoterSessionsTable;
  voter_policy_acceptances: VoterPolicyAcceptancesTable;
}
