import type { AuditActor } from '../../audit/index.ts';

/** Who acts on a voting, and where: the tenant and workspace its rows belong to, and the audit trail's actor. */
export interface VotingActor {
  companyId: string;
  workspaceId: string;
  /** The signed-in user (created_by columns), or null for the server itself. */
  userId: string | null;
  audit: AuditActor;
}

export function userActor(session: {
  companyId: string;
  currentWorkspaceId: string;
  userId: string;
}): VotingActor {
  return {
    companyId: session.companyId,
    workspaceId: session.currentWorkspaceId,
    userId: session.userId,
    audit: { kind: 'user', id: session.userId },
  };
}

/** The server acting on its own (a voting opening or closing on time). */
export function systemActor(scope: { companyId: string; workspaceId: string }): VotingActor {
  return { ...scope, userId: null, audit: { kind: 'system', id: null } };
}
