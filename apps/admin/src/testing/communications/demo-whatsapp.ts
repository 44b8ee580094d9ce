import type { CommunicationRecipient } from '@backoffice/api-client';
import { demoWorkspaces } from '../demo-data';
import { templateId, type FakeTemplateRow } from '../fake-templates';
import { handedOver, queuedDelivery, reported } from './deliveries';
import { at, recipient, row } from './demo-communications';
import type { FakeCommunicationRecipientRow, FakeCommunicationRow, FakeDelivery } from './rows';
import { WHATSAPP_UNDELIVERABLE } from './sending';

// The WhatsApp demo communications, beside the e-mail ones (stories and tests add them: the list's own demo stays
// the e-mail four), on a WhatsApp message template a standard communication can fill ({{nome}}, {{empresa}}):
// 7 being sent (60 people, 36 still queued; the handed-over ones reported sent, delivered or read), 8 sent as
// marketing (40 people: read, delivered only, still only sent, failed — each with its timeline) and 9 a draft whose
// plan falls back to e-mail (4 people, one without a phone, so e-mail only).

export const WHATSAPP_TEMPLATE_ID = templateId(7);

/** A WhatsApp message template of the first demo workspace that a standard communication can fill. */
export function whatsappNoticeTemplate(): FakeTemplateRow {
  return {
    id: WHATSAPP_TEMPLATE_ID,
    name: 'Aviso de pagamento por WhatsApp',
    kind: 'message',
    channel: 'whatsapp',
    subject: null,
    body: 'Olá, {{nome}}! A {{empresa}} informa que os rendimentos de março serão pagos no dia 15. Dúvidas? Responda esta mensagem. Para não receber mais avisos como este, responda SAIR.',
    placeholders: ['empresa', 'nome'],
    createdAt: '2026-02-10T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    workspaceId: demoWorkspaces[0]!.id,
  };
}

const template = () => ({ templateId: WHATSAPP_TEMPLATE_ID, templateName: whatsappNoticeTemplate().name });

/** A person of the demo spreadsheets with a mobile number, always. */
const withPhone = (n: number, index: number): Partial<CommunicationRecipient> => ({
  phone: `+55119${String(87_650_000 + n * 97 + index).padStart(8, '0')}`,
});

/** A WhatsApp message handed over at `time`, then reported as far as `reach` (the failure with its reason). */
function whatsapp(time: string, reach: 'sent' | 'delivered' | 'read' | 'failed'): FakeDelivery {
  let delivery = handedOver('whatsapp', time, null);
  if (reach === 'failed') return reported(delivery, 'failed', at(time, 4), WHATSAPP_UNDELIVERABLE);
  if (reach === 'sent') return delivery;
  delivery = reported(delivery, 'delivered', at(time, 3));
  return reach === 'read' ? reported(delivery, 'read', at(time, 95)) : delivery;
}

/** How far a demo message got, by the spreadsheet line (as the fake's own reports go: sending.ts). */
const reachOf = (line: number) =>
  line % 11 === 0 ? 'failed' : line % 7 === 0 ? 'sent' : line % 4 === 0 ? 'delivered' : 'read';

function sendingRecipients(): FakeCommunicationRecipientRow[] {
  const sentAt = '2026-03-09T13:00:00.000Z';
  return Array.from({ length: 60 }, (_, i) =>
    recipient(7, i, {
      ...withPhone(7, i),
      delivery:
        i < 24
          ? whatsapp(at(sentAt, i), i < 12 ? reachOf(i + 2) : 'sent')
          : queuedDelivery('whatsapp', sentAt),
    }),
  );
}

function sentRecipients(): FakeCommunicationRecipientRow[] {
  const sentAt = '2026-03-08T12:00:00.000Z';
  return Array.from({ length: 40 }, (_, i) =>
    recipient(8, i, { ...withPhone(8, i), delivery: whatsapp(at(sentAt, i), reachOf(i + 2)) }),
  );
}

function draftRecipients(): FakeCommunicationRecipientRow[] {
  return Array.from({ length: 4 }, (_, i) =>
    recipient(9, i, i === 2 ? { phone: null } : { ...withPhone(9, i), ...(i === 3 ? { email: null } : {}) }),
  );
}

/** The WhatsApp demo communications and their recipients (add them to a story's or test's state). */
export function demoWhatsappCommunications(): {
  rows: FakeCommunicationRow[];
  recipients: FakeCommunicationRecipientRow[];
} {
  const recipients = [...sendingRecipients(), ...sentRecipients(), ...draftRecipients()];
  const rows = [
    row(
      7,
      {
        name: 'Convocação AGO por WhatsApp — FII Delta',
        channel: 'whatsapp',
        status: 'sending',
        createdAt: '2026-03-09T12:30:00.000Z',
        updatedAt: '2026-03-09T13:00:00.000Z',
        sentAt: '2026-03-09T13:00:00.000Z',
      },
      recipients,
    ),
    row(
      8,
      {
        name: 'Rendimentos de março por WhatsApp',
        channel: 'whatsapp',
        purpose: 'marketing',
        status: 'sent',
        createdAt: '2026-03-08T11:00:00.000Z',
        updatedAt: '2026-03-08T12:10:00.000Z',
        sentAt: '2026-03-08T12:00:00.000Z',
      },
      recipients,
    ),
    row(
      9,
      {
        name: 'Aviso de pagamento — WhatsApp ou e-mail',
        channel: 'whatsapp_email_fallback',
        createdAt: '2026-03-10T09:00:00.000Z',
        updatedAt: '2026-03-10T09:05:00.000Z',
      },
      recipients,
    ),
  ].map((communication) => ({ ...communication, ...template() }));
  return { rows, recipients };
}
