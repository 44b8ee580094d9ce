import type { Communication, CommunicationInput } from '@backoffice/api-client';
import { http, refuse } from '@backoffice/api-client/testing';
import { delay } from 'msw';
import { messagingLimitOf, scheduleIssue } from '@backoffice/domain';
import { companyStateOf } from '../fake-company';
import type { FakeApiOptions } from '../fake-network';
import { callerOf, type FeatureHandlers } from '../fake-feature';
import type { FakeTemplateRow } from '../fake-templates';
import { actionRefusal, communicationFor, fail } from './access';
import { listAnswer } from './communication-list';
import { communicationId, NO_DELIVERIES, toCommunication, type FakeCommunicationRow } from './rows';
import { advanceSending, startResend, startSending, whatsappWindowsOf } from './sending';
import { fakeCommunications, recipientsOf } from './state';
import { checkTemplate } from './template-rule';

// The communications themselves: listCommunications, createCommunication, getCommunication, updateCommunication and
// deleteCommunication (drafts only), sendCommunication (a draft with recipients), resendCommunication (the failed or
// undelivered only). What each status allows is the
// domain's table (canDoCommunicationAction); a read of a sending communication moves its send on (sending.ts).

/** What is stored of an input with its (checked) template. */
const fieldsOf = (input: CommunicationInput, template: FakeTemplateRow) => ({
  name: input.name.trim(),
  purpose: input.purpose,
  channel: input.channel,
  templateId: input.templateId,
  templateName: template.name,
  parameterizable: input.parameterizable,
});

/**
 * One communication as its own answers give it: with its WhatsApp windows (a draft or scheduled WhatsApp plan) and,
 * for marketing, the recipients its opt-outs leave out (the fake's opt-outs never change, so before and after sending
 * are the same count; a story's row without stored recipients keeps its own).
 */
function detailOf(options: FakeApiOptions, row: FakeCommunicationRow): Communication {
  const state = fakeCommunications(options);
  const limit = messagingLimitOf(companyStateOf(options).whatsappSender.messagingLimit);
  const recipients = recipientsOf(state, row.id);
  const optedOut = recipients.length
    ? recipients.filter((recipient) => recipient.marketingOptOut).length
    : (row.optedOut ?? 0);
  return {
    ...toCommunication(row),
    whatsappWindows: whatsappWindowsOf(state, row, limit, new Date()),
    optedOut: row.purpose === 'marketing' ? optedOut : null,
  };
}

export const communicationHandlers: FeatureHandlers = (options) => [
  http.get('/communications', ({ request, response }) => {
    const state = fakeCommunications(options);
    if (state.listPending) return delay('infinite');
    if (state.failList) return refuse(response, fail(500, 'internal'));
    return response(200).json(
      listAnswer(state, callerOf(options).currentWorkspaceId ?? '', new URL(request.url)),
    );
  }),
  http.post('/communications', async ({ request, response }) => {
    const state = fakeCommunications(options);
    const input = await request.json();
    const { template, refusal } = checkTemplate(options, input);
    if (refusal) return refuse(response, refusal);
    const now = new Date().toISOString();
    // Created ids are 200 on: three digits never meet the demo's (communicationId pads with ones).
    state.nextId = Math.max(state.nextId ?? 0, 199) + 1;
    const row: FakeCommunicationRow = {
      id: communicationId(state.nextId),
      ...fieldsOf(input, template),
      status: 'draft',
      recipients: 0,
      deliveries: { ...NO_DELIVERIES },
      createdAt: now,
      updatedAt: now,
      sentAt: null,
      scheduledAt: null,
      whatsappWindows: null,
      optedOut: null,
      workspaceId: callerOf(options).currentWorkspaceId ?? '',
    };
    state.rows.push(row);
    return response(201).json({ communication: detailOf(options, row) });
  }),
  http.get('/communications/{communicationId}', ({ params, response }) => {
    const state = fakeCommunications(options);
    if (state.detailPending) return delay('infinite');
    if (state.failDetail) return refuse(response, fail(500, 'internal'));
    const { row, refusal } = communicationFor(options, params.communicationId);
    if (refusal) return refuse(response, refusal);
    advanceSending(state, row);
    return response(200).json({ communication: detailOf(options, row) });
  }),
  http.put('/communications/{communicationId}', async ({ params, request, response }) => {
    const state = fakeCommunications(options);
    const { row, refusal } = communicationFor(options, params.communicationId);
    if (refusal) return refuse(response, refusal);
    const notNow = actionRefusal(row, 'edit');
    if (notNow) return refuse(response, notNow);
    const input = await request.json();
    const checked = checkTemplate(options, input);
    if (checked.refusal) return refuse(response, checked.refusal);
    // The recipients' values were read for the other template (or for none): they go.
    const valuesChange =
      input.parameterizable !== row.parameterizable ||
      (input.parameterizable && input.templateId !== row.templateId);
    if (valuesChange) {
      state.recipients = state.recipients.filter((recipient) => recipient.communicationId !== row.id);
      row.recipients = 0;
    }
    Object.assign(row, fieldsOf(input, checked.template), { updatedAt: new Date().toISOString() });
    return response(200).json({ communication: detailOf(options, row) });
  }),
  http.delete('/communications/{communicationId}', ({ params, response }) => {
    const state = fakeCommunications(options);
    const { row, refusal } = communicationFor(options, params.communicationId);
    if (refusal) return refuse(response, refusal);
    const notNow = actionRefusal(row, 'delete');
    if (notNow) return refuse(response, notNow);
    state.rows.splice(state.rows.indexOf(row), 1);
    state.recipients = state.recipients.filter((recipient) => recipient.communicationId !== row.id);
    return response(204).empty();
  }),
  http.post('/communications/{communicationId}/send', ({ params, response }) => {
    const state = fakeCommunications(options);
    const { row, refusal } = communicationFor(options, params.communicationId);
    if (refusal) return refuse(response, refusal);
    const notNow = actionRefusal(row, 'send');
    if (notNow) return refuse(response, notNow);
    if (row.recipients === 0)
      return refuse(response, fail(422, 'unprocessable', [{ field: 'recipients', code: 'required' }]));
    startSending(state, row);
    return response(200).json({ communication: detailOf(options, row) });
  }),
  http.post('/communications/{communicationId}/resend', async ({ params, request, response }) => {
    const state = fakeCommunications(options);
    const { row, refusal } = communicationFor(options, params.communicationId);
    if (refusal) return refuse(response, refusal);
    const notNow = actionRefusal(row, 'resend');
    if (notNow) return refuse(response, notNow);
    const { scope } = await request.json();
    if (startResend(state, row, scope) === 0)
      return refuse(response, fail(422, 'unprocessable', [{ field: 'scope', code: 'nothing_to_resend' }]));
    return response(200).json({ communication: detailOf(options, row) });
  }),
  // Scheduling: the domain's rule for the time (scheduleIssue); the fake has no clock to send it at its time.
  http.post('/communications/{communicationId}/schedule', async ({ params, request, response }) => {
    const { row, refusal } = communicationFor(options, params.communicationId);
    if (refusal) return refuse(response, refusal);
    const notNow = actionRefusal(row, 'schedule');
    if (notNow) return refuse(response, notNow);
    const { sendAt } = await request.json();
    const issue = scheduleIssue(new Date(sendAt), new Date());
    if (issue) return refuse(response, fail(422, 'unprocessable', [{ field: 'sendAt', code: issue }]));
    if (row.recipients === 0)
      return refuse(response, fail(422, 'unprocessable', [{ field: 'recipients', code: 'required' }]));
    Object.assign(row, { status: 'scheduled', scheduledAt: new Date(sendAt).toISOString() });
    row.updatedAt = new Date().toISOString();
    return response(200).json({ communication: detailOf(options, row) });
  }),
  ...(['unschedule', 'cancel'] as const).map((action) =>
    http.post(`/communications/{communicationId}/${action}`, ({ params, response }) => {
      const { row, refusal } = communicationFor(options, params.communicationId);
      if (refusal) return refuse(response, refusal);
      const notNow = actionRefusal(row, action);
      if (notNow) return refuse(response, notNow);
      Object.assign(row, { status: action === 'cancel' ? 'cancelled' : 'draft', scheduledAt: null });
      row.updatedAt = new Date().toISOString();
      return response(200).json({ communication: detailOf(options, row) });
    }),
  ),
];
