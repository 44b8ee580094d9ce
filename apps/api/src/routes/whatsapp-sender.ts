import type { WhatsappSender } from '@backoffice/api-client';
import { withTenant } from '../db/tenant.ts';
import { loadWhatsappSender, saveWhatsappSender } from '../services/whatsapp-sender.ts';
import {
  requireSession,
  type AppDependencies,
  type JsonBody,
  type PathParams,
  type RouteHandler,
} from './types.ts';

// The company's WhatsApp number (x-scope: company, x-feature: communication): read with company.read, changed with
// company.manage; the authorization hook has answered another company's id 404.

export function getCompanyWhatsappSenderHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ sender: WhatsappSender }> => {
    requireSession(request);
    const { companyId } = request.params as PathParams<'getCompanyWhatsappSender'>;
    const sender = await withTenant(database.db, companyId, (trx) => loadWhatsappSender(trx, companyId));
    return { sender };
  };
}

export function updateCompanyWhatsappSenderHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ sender: WhatsappSender }> => {
    const session = requireSession(request);
    const { companyId } = request.params as PathParams<'updateCompanyWhatsappSender'>;
    const input = request.body as JsonBody<'updateCompanyWhatsappSender'>;
    const sender = await withTenant(database.db, companyId, (trx) =>
      saveWhatsappSender(trx, companyId, session.userId, input),
    );
    return { sender };
  };
}
