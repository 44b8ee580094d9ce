import type { Approval, ApprovalDecision, PortalBallotStatus } from '@backoffice/api-client';
import { HttpProblem } from '../http/problem.ts';
import { withApprovalLink } from '../services/voter-portal/approval-link.ts';
import { getApproval, loadApprovalUpload } from '../services/voter-portal/approval-view.ts';
import { decideApproval } from '../services/voter-portal/decide-approval.ts';
import { contentDisposition } from '../services/votings/documents.ts';
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
    const bytes = await fileStorage.get(upload.storage_key);
    if (!bytes) throw new HttpProblem('not_found');
    return reply
      .header('content-type', upload.content_type)
      .header('content-disposition', contentDisposition(upload.name, 'inline'))
      .header('content-length', String(bytes.length))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
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
