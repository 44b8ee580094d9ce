import type { WhatsappServerSettings } from '../config.ts';
import { signedBody } from '../http/signed-bodies.ts';
import { HttpProblem } from '../http/problem.ts';
import { applyWhatsappWebhook } from '../services/communications/whatsapp-webhook-intake.ts';
import { isSignedByApp, readWhatsappWebhook } from '../whatsapp/webhook.ts';
import type { AppDependencies, RouteHandler } from './types.ts';

// The WhatsApp Cloud API's webhook (public: its credential is the signature). Meta's subscription check answers the
// challenge only to the configured verify token; a post is read only when its raw bytes carry the app secret's
// signature. Once signed it is answered 200 even when nothing in it was ours, so Meta does not retry it.

type Settings = Pick<WhatsappServerSettings, 'appSecret' | 'verifyToken'> | undefined;

export function verifyWhatsappWebhookHandler(settings: Settings): RouteHandler {
  return async (request, reply) => {
    const query = request.query as Record<string, string>;
    const token = settings?.verifyToken;
    if (query['hub.mode'] !== 'subscribe' || !token || query['hub.verify_token'] !== token) {
      throw new HttpProblem('forbidden');
    }
    return reply.header('content-type', 'text/plain; charset=utf-8').send(query['hub.challenge']);
  };
}

export function receiveWhatsappWebhookHandler(deps: AppDependencies, settings: Settings): RouteHandler {
  return async (request, reply) => {
    const signature = request.headers['x-hub-signature-256'];
    if (
      !settings ||
      !isSignedByApp(
        settings.appSecret,
        signedBody(request),
        Array.isArray(signature) ? signature[0] : signature,
      )
    ) {
      throw new HttpProblem('unauthorized', 'Assinatura do webhook ausente ou inválida.');
    }
    const outcome = await applyWhatsappWebhook(deps.database, readWhatsappWebhook(request.body));
    if (outcome.unknown > 0) request.log.info({ outcome }, 'whatsapp webhook: reports of no known delivery');
    return reply.code(200).send();
  };
}
