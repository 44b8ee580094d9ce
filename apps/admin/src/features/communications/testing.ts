import {
  demoTemplates,
  templateId,
  templatesFakeState,
  type FakeTemplateRow,
} from '@admin/testing/fake-templates';
import {
  communicationId,
  communicationsFakeState,
  demoCommunicationRecipients,
  demoCommunications,
  demoWhatsappCommunications,
  whatsappNoticeTemplate,
  type CommunicationsFakeState,
  type FakeCommunicationRow,
} from '@admin/testing/fake-communications';

// The communications screens' tests and stories: the demo templates plus a notice that a standard (not
// parameterizable) communication can fill — only {{nome}} and {{empresa}}.

export const NOTICE_TEMPLATE_ID = templateId(6);

export function noticeTemplate(): FakeTemplateRow {
  return {
    id: NOTICE_TEMPLATE_ID,
    name: 'Comunicado aos cotistas',
    kind: 'message',
    channel: 'email',
    subject: 'Comunicado da {{empresa}}',
    body: '<p>Olá, {{nome}}.</p><p>A {{empresa}} informa a nova data de pagamento dos rendimentos.</p>',
    placeholders: ['empresa', 'nome'],
    createdAt: '2026-01-15T12:00:00.000Z',
    updatedAt: '2026-03-12T12:00:00.000Z',
    workspaceId: demoTemplates()[0]!.workspaceId,
  };
}

/**
 * The fakes' state for a communications screen: the demo communications and templates, plus the notice and a
 * WhatsApp notice.
 */
export function communicationsScreenState(overrides: Partial<CommunicationsFakeState> = {}) {
  return {
    ...communicationsFakeState(overrides),
    ...templatesFakeState({ rows: [...demoTemplates(), noticeTemplate(), whatsappNoticeTemplate()] }),
  };
}

/**
 * The same with the WhatsApp demo communications too: communicationId(7) being sent, (8) sent as marketing with
 * delivered, read and failed messages, (9) a draft on WhatsApp with e-mail behind it.
 */
export function whatsappScreenState(overrides: Partial<CommunicationsFakeState> = {}) {
  const whatsapp = demoWhatsappCommunications();
  return communicationsScreenState({
    rows: [...demoCommunications(), ...whatsapp.rows],
    recipients: [...demoCommunicationRecipients(), ...whatsapp.recipients],
    ...overrides,
  });
}

/** A standard draft without recipients yet (communicationId(6)), on the notice template. */
export function standardDraft(): FakeCommunicationRow {
  const [first] = demoCommunications();
  return {
    ...first!,
    id: communicationId(6),
    name: 'Lembrete aos cotistas',
    templateId: NOTICE_TEMPLATE_ID,
    templateName: noticeTemplate().name,
    parameterizable: false,
    status: 'draft',
    recipients: 0,
    deliveries: { queued: 0, sent: 0, failed: 0, unconfirmed: 0, delivered: 0, read: 0 },
    sentAt: null,
  };
}
