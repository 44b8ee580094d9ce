import { WHATSAPP_SAME_PERSON_ERROR, WHATSAPP_THROUGHPUT_ERROR } from '@backoffice/domain';

// Sending WhatsApp template messages through Meta's WhatsApp Business Cloud API (issue 20), or the dev stack's
// simulator of it (tools/dev-stack/src/whatsapp-sim.mjs): the same code, only the base URL, the token and the app
// secret differ. Errors are told apart by Meta's error code, as Meta advises, never by the HTTP status.

export interface WhatsappCloudConfig {
  /** https://graph.facebook.com, or the simulator's address. */
  apiUrl: string;
  /** The Graph API version in the path, e.g. v23.0. */
  apiVersion: string;
  /** The business phone number's id (not the number). */
  phoneNumberId: string;
  accessToken: string;
  /** Signs the webhooks (webhook.ts). */
  appSecret: string;
}

export interface TemplateMessage {
  /** E.164 (+5511987654321). */
  to: string;
  /** The approved template's name and language (pt_BR). */
  template: string;
  language: string;
  /** The body's values, in the order of its {{1}}, {{2}} … (toPositionalTemplate). */
  parameters: readonly string[];
  /**
   * Ours, given back in every status report of the message (Meta's biz_opaque_callback_data, ≤ 512 characters):
   * the delivery's id, so that a send whose answer was lost (a crash) is still recognised by its reports.
   */
  reference?: string;
}

export interface SentWhatsapp {
  /** The message's wamid: the status webhooks name it. */
  providerMessageId: string;
}

/**
 * Why a send did not go through:
 * - `throughput`: over the number's messages per second (130429): back off (throttleBackoffMs) and try again;
 * - `same_person`: the same person too soon (131056): try again after the pair interval;
 * - `refused`: this message will never go (a parameter Meta refuses, a number that is no WhatsApp user …);
 * - `configuration`: no message will go (a wrong token or phone number id): stop sending, tell the operator;
 * - `unavailable`: the API could not be reached or failed (network, 5xx): try again later.
 */
export type WhatsappFailure = 'throughput' | 'same_person' | 'refused' | 'configuration' | 'unavailable';

export class WhatsappSendError extends Error {
  readonly failure: WhatsappFailure;
  /** Meta's error code, when it gave one. */
  readonly code: number | undefined;

  constructor(message: string, failure: WhatsappFailure, code?: number, cause?: unknown) {
    super(message, { cause });
    this.name = 'WhatsappSendError';
    this.failure = failure;
    this.code = code;
  }

  get retryable(): boolean {
    return this.failure === 'throughput' || this.failure === 'same_person' || this.failure === 'unavailable';
  }
}

/**
 * Graph API codes that no retry can mend for any message: authentication (0, 190), permissions (3, 10, 200–299),
 * the business's account locked or without access (131005, 131031). Code 100 (an invalid parameter) is one
 * message's, unless its subcode is 33: the phone number id does not exist.
 */
const CONFIGURATION_CODES = new Set([0, 3, 10, 190, 131005, 131031]);
const NO_SUCH_OBJECT = 33;

function failureOf(code: number | undefined, subcode: number | undefined, status: number): WhatsappFailure {
  if (code === WHATSAPP_THROUGHPUT_ERROR) return 'throughput';
  if (code === WHATSAPP_SAME_PERSON_ERROR) return 'same_person';
  if (code === undefined) return status >= 500 || status === 429 ? 'unavailable' : 'refused';
  if (CONFIGURATION_CODES.has(code) || (code >= 200 && code < 300)) return 'configuration';
  if (code === 100 && subcode === NO_SUCH_OBJECT) return 'configuration';
  // 1: an unknown error; 2: the service is temporarily unavailable; 131000: something went wrong; 133004: server
  // temporarily unavailable.
  if (code === 1 || code === 2 || code === 131000 || code === 133004) return 'unavailable';
  return 'refused';
}

interface GraphErrorBody {
  error?: { message?: unknown; code?: unknown; error_subcode?: unknown };
}

interface SendAnswer {
  messages?: { id?: unknown }[];
}

export interface WhatsappSender {
  sendTemplate(message: TemplateMessage): Promise<SentWhatsapp>;
}

export function cloudApiSender(
  config: WhatsappCloudConfig,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): WhatsappSender {
  const fetchImpl = options.fetch ?? fetch;
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    async sendTemplate(message) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        // The API takes the number with or without '+': without, as Meta's examples write it.
        to: message.to.replace(/^\+/, ''),
        type: 'template',
        ...(message.reference === undefined ? {} : { biz_opaque_callback_data: message.reference }),
        template: {
          name: message.template,
          language: { code: message.language },
          components: message.parameters.length
            ? [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }]
            : [],
        },
      };
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new WhatsappSendError(
          'The WhatsApp Cloud API could not be reached',
          'unavailable',
          undefined,
          error,
        );
      }
      const answer = (await response.json().catch(() => ({}))) as GraphErrorBody & SendAnswer;
      const id = answer.messages?.[0]?.id;
      if (response.ok && typeof id === 'string') return { providerMessageId: id };
      const code = typeof answer.error?.code === 'number' ? answer.error.code : undefined;
      const subcode =
        typeof answer.error?.error_subcode === 'number' ? answer.error.error_subcode : undefined;
      const text =
        typeof answer.error?.message === 'string' ? answer.error.message : `HTTP ${response.status}`;
      throw new WhatsappSendError(text, failureOf(code, subcode, response.status), code);
    },
  };
}

/** The Cloud API's settings shared by every company's number (the number's id comes with each message). */
export type WhatsappCloudSettings = Omit<WhatsappCloudConfig, 'phoneNumberId'>;

/** A sender per company number (phone number id). */
export type WhatsappSenders = (phoneNumberId: string) => WhatsappSender;

/** Senders for every number of one Cloud API app, made once per number. */
export function whatsappSenders(
  settings: WhatsappCloudSettings,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): WhatsappSenders {
  const senders = new Map<string, WhatsappSender>();
  return (phoneNumberId) => {
    let sender = senders.get(phoneNumberId);
    if (!sender) {
      sender = cloudApiSender({ ...settings, phoneNumberId }, options);
      senders.set(phoneNumberId, sender);
    }
    return sender;
  };
}
