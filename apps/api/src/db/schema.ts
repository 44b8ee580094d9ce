import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { IdentificationType, Role, TemplateChannel, TemplateKind } from '@backoffice/api-client';

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
  /** Lower-cased; unique across companies (the session user is found by it). */
  email: string;
  name: string;
  role: Role;
  photo_url: string | null;
  current_workspace_id: string | null;
  /** A deactivated user keeps their row but no longer opens a session. */
  active: Generated<boolean>;
  created_at: Generated<Date>;
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

export interface DatabaseSchema {
  companies: CompaniesTable;
  workspaces: WorkspacesTable;
  users: UsersTable;
  memberships: MembershipsTable;
  message_templates: MessageTemplatesTable;
}
