import type { Approval, ApprovalDecision, PortalBallotStatus } from '@backoffice/api-client';
import { withApprovalLink } from '../services/voter-portal/approval-link.ts';
import { getApproval, loadApprovalUpload } from '../services/voter-portal/approval-view.ts';
import { decideApproval } from '../services/voter-portal/decide-approval.ts';
import { sendStoredFile } from './stored-file-reply.ts';
import type { AppDependencies, PathParams, RouteHandler } from './types.ts';

// The third-party approver's page (public: the e-mailed 256-bit token is the credential; unknown → 404).

export function getApprovalHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply): Promise<{ approval: Approval }> => {
    const { token } = request.params as PathParams<'getApproval'>;
    const approval = await withApprovalLink(database, token, getApproval);
    reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    return { approval };
  };
}

export function downloadApprovalUploadHandler({ database, fileStorage }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { token, uploadId } = request.params as PathParams<'downloadApprovalUpload'>;
    const upload = await withApprovalLink(database, token, (trx, ref) =>
      loadApprovalUpload(trx, ref, uploadId),
    );
    return sendStoredFile(reply, fileStorage, upload, { noStore: true });
  };
}

export function decideApprovalHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ status: PortalBallotStatus }> => {
    const { token } = request.params as PathParams<'decideApproval'>;
    const body = request.body as ApprovalDecision;
    const status = await withApprovalLink(database, token, (trx, ref) => decideApproval(trx, ref, body));
    return { status };
  };
}
