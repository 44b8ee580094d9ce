import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CommunicationRecipientUpload,
  Communication,
  CommunicationMessagePreview,
  CommunicationRecipient,
  MessageTemplate,
  WhatsappSender,
} from '@backoffice/api-client';
import { withTenant } from '../src/db/tenant.ts';
import { runJobsUntilIdle } from '../src/jobs/index.ts';
import { whatsappSenders } from '../src/whatsapp/cloud-api-sender.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import {
  simulatorAccount as account,
  startWhatsappSimulator,
  type Simulator,
} from './support/whatsapp-simulator.ts';

// Communications by WhatsApp (issue 20), through the API and the dev stack's Cloud API simulator, whose signed status
// webhooks come back to the API's webhook endpoint: one template message per person, the reports on each delivery's
// timeline, the e-mail fallback of a failed message, resend to the failed only, "SAIR" stopping marketing but not a
// legal notice, the number's pace and messaging limit, the signature, and a send cut off mid-hand-over recognised by
// its webhook instead of going twice. The simulator's outcome is the phone's last digit: 0 fails (131026), 1 is
// delivered and never read, 2 is read at once, any other is delivered then read.

const OPERATOR = demo.operator.email;
const ADMIN = demo.admin.email;
const WEBHOOK = '/api/webhooks/whatsapp';
const phone = (n: number, last: number) => `+55119${String(n).padStart(7, '0')}${last}`.slice(0, 14);

describe.each(SUITE_BACKENDS)('communications by WhatsApp on %s', (backend) => {
  const api = useApi(backend, {
    whatsapp: { appSecret: account.appSecret, verifyToken: account.verifyToken },
  });
  let simulator: Simulator;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, as = OPERATOR) =>
    api.call({ method, url, as, ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    // The simulator posts its webhooks to the API itself, as in `npm start`.
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    // Meta's pair rate (a person at most every ~6 s) made short: the cases message the same people again at once.
    simulator = await startWhatsappSimulator({
      port: 0,
      webhookUrl: `${address}${WEBHOOK}`,
      statusDelayMs: 1,
      samePersonIntervalMs: 20,
    });
    await setSender({
      phoneNumberId: account.phoneNumberId,
      messagesPerSecond: 1000,
      messagingLimit: 'unlimited',
    });
  });
  afterAll(async () => {
    await simulator?.stop();
  });

  const senders = () =>
    whatsappSenders({
      apiUrl: simulator.url,
      apiVersion: account.apiVersion,
      accessToken: account.accessToken,
      appSecret: account.appSecret,
    });
  const runJobs = () =>
    runJobsUntilIdle(
      { database: api.database, mailer: api.mailer },
      { publicBaseUrl: 'https://votacao.example.com', backoffMs: () => 0, whatsapp: senders() },
    );
  /** Sends what is due, lets the webhooks come back, then sends what they queued (fallback e-mails). */
  async function deliverAll() {
    await runJobs();
    await simulator.idle();
    await runJobs();
    await simulator.idle();
  }

  async function setSender(sender: WhatsappSender) {
    const saved = await call('PUT', `/api/companies/${demo.company.id}/whatsapp-sender`, sender, ADMIN);
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<{ sender: WhatsappSender }>().sender;
  }

  async function whatsappTemplate(name: string, body: string) {
    const created = await call('POST', '/api/templates', {
      name,
      kind: 'message',
      channel: 'whatsapp',
      subject: null,
      body,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ template: MessageTemplate }>().template;
  }

  async function communicationWith(
    csv: string,
    options: {
      channel?: string;
      purpose?: string;
      name?: string;
      templateId?: string;
      parameterizable?: boolean;
    },
  ) {
    const templateId =
      options.templateId ??
      (await whatsappTemplate(`Modelo ${Math.random()}`, 'Olá, {{nome}}! Aviso da {{empresa}}.')).id;
    const created = await call('POST', '/api/communications', {
      name: options.name ?? 'Aviso aos cotistas',
      purpose: options.purpose ?? 'legal_notice',
      channel: options.channel ?? 'whatsapp_email_fallback',
      templateId,
      parameterizable: options.parameterizable ?? false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { communication } = created.json<{ communication: Communication }>();
    const uploaded = await api.call({
      method: 'PUT',
      url: `/api/communications/${communication.id}/recipients?fileName=destinatarios.csv`,
      as: OPERATOR,
      headers: { 'content-type': 'text/csv' },
      body: csv,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { recipientUpload } = uploaded.json<{ recipientUpload: CommunicationRecipientUpload }>();
    return { ...communication, recipientUpload };
  }

  const communicationOf = async (id: string) =>
    (await call('GET', `/api/communications/${id}`)).json<{ communication: Communication }>().communication;
  const recipientsOf = async (id: string, query = '') => {
    const response = await call('GET', `/api/communications/${id}/recipients?limit=100${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ recipients: CommunicationRecipient[] }>().recipients;
  };
  const send = async (id: string) => {
    const sent = await call('POST', `/api/communications/${id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
  };
  const toSim = (e164: string) => e164.slice(1);

  it('sends one template message per person, records the webhooks, falls back to e-mail and resends only the failed', async () => {
    simulator.clear();
    api.mailer.reset();
    const rows = [
      'nome;celular;email;votacao',
      `Ana;${phone(1, 3)};ana@exemplo.com.br;Santos`, // delivered, then read
      `Bruno;${phone(2, 1)};bruno@exemplo.com.br;Campinas`, // delivered, never read
      `Carla;${phone(3, 2)};;Sorocaba`, // read at once
      `Davi;${phone(4, 0)};davi@exemplo.com.br;Jundiaí`, // fails: falls back to e-mail
      `Elisa;;elisa@exemplo.com.br;Osasco`, // no phone: e-mail at once
    ];
    const template = await whatsappTemplate('Aviso da votação', 'Olá, {{nome}}! Reunião em {{votacao}}.');
    const communication = await communicationWith(rows.join('\n'), {
      templateId: template.id,
      parameterizable: true,
    });
    const [first] = await recipientsOf(communication.id);
    const previewed = await call(
      'GET',
      `/api/communications/${communication.id}/recipients/${first!.id}/preview`,
    );
    expect(previewed.json<{ preview: CommunicationMessagePreview }>().preview.whatsapp).toEqual({
      template: 'aviso_da_votacao',
      language: 'pt_BR',
      parameters: ['Ana', 'Santos'],
      body: 'Olá, Ana! Reunião em Santos.',
    });
    expect((await communicationOf(communication.id)).whatsappWindows).toEqual([
      { at: expect.any(String), people: 4 },
    ]);

    await send(communication.id);
    await deliverAll();

    // Exactly one WhatsApp message per person with a phone, with their values in order; the delivery's id rides along.
    const messages = simulator.messages();
    expect(messages.map((message) => message.to).sort()).toEqual(
      [phone(1, 3), phone(2, 1), phone(3, 2), phone(4, 0)].map(toSim).sort(),
    );
    expect(messages.find((message) => message.to === toSim(phone(1, 3)))).toMatchObject({
      template: 'aviso_da_votacao',
      language: 'pt_BR',
      parameters: ['Ana', 'Santos'],
    });
    // E-mail: Elisa (no phone) and Davi (his WhatsApp failed), once each, with the WhatsApp text.
    expect(api.mailer.sent.map((mail) => mail.to).sort()).toEqual([
      'davi@exemplo.com.br',
      'elisa@exemplo.com.br',
    ]);
    expect(api.mailer.sent.find((mail) => mail.to === 'davi@exemplo.com.br')).toMatchObject({
      subject: 'Aviso aos cotistas',
      text: 'Olá, Davi! Reunião em Jundiaí.',
    });

    const listed = await recipientsOf(communication.id);
    const byName = Object.fromEntries(
      listed.map((recipient) => [recipient.name, recipient.delivery] as const),
    ) as Record<string, CommunicationRecipient['delivery']>;
    expect(byName.Ana).toMatchObject({ channel: 'whatsapp', status: 'sent', receipt: 'read' });
    expect(byName.Ana!.events.map((event) => event.status)).toEqual(['sent', 'delivered', 'read']);
    expect(byName.Bruno).toMatchObject({ channel: 'whatsapp', receipt: 'delivered' });
    expect(byName.Carla).toMatchObject({ channel: 'whatsapp', receipt: 'read' });
    expect(byName.Davi).toMatchObject({ channel: 'email', status: 'sent' });
    // His timeline still shows what WhatsApp said before the fallback e-mail.
    expect(byName.Davi!.events).toMatchObject([
      { status: 'sent', error: null },
      { status: 'failed', error: '131026: Message undeliverable' },
    ]);
    expect(byName.Elisa).toMatchObject({ channel: 'email', status: 'sent', receipt: null, events: [] });
    expect((await recipientsOf(communication.id, '&delivery=read')).map((r) => r.name)).toEqual([
      'Ana',
      'Carla',
    ]);
    expect((await recipientsOf(communication.id, '&delivery=delivered')).map((r) => r.name)).toEqual([
      'Ana',
      'Bruno',
      'Carla',
    ]);
    expect(await communicationOf(communication.id)).toMatchObject({
      status: 'sent',
      deliveries: { queued: 0, sent: 5, failed: 0, delivered: 3, read: 2 },
    });

    // A WhatsApp-only communication: Davi's failure stays failed (no fallback), and "resend to the failed" tries him only.
    simulator.clear();
    api.mailer.reset();
    const only = await communicationWith(rows.slice(0, 5).join('\n'), {
      channel: 'whatsapp',
      name: 'Só WhatsApp',
    });
    await send(only.id);
    await deliverAll();
    expect(simulator.messages()).toHaveLength(4);
    expect(api.mailer.sent).toEqual([]);
    expect(await communicationOf(only.id)).toMatchObject({ deliveries: { sent: 3, failed: 1, read: 2 } });
    simulator.clear();
    const resent = await call('POST', `/api/communications/${only.id}/resend`, { scope: 'failed' });
    expect(resent.statusCode, resent.body).toBe(200);
    await deliverAll();
    expect(simulator.messages().map((message) => message.to)).toEqual([toSim(phone(4, 0))]);
    // "Undelivered" reaches no one else: the others were delivered (or read); Davi failed again.
    simulator.clear();
    const undelivered = await call('POST', `/api/communications/${only.id}/resend`, { scope: 'undelivered' });
    expect(undelivered.statusCode, undelivered.body).toBe(200);
    await deliverAll();
    expect(simulator.messages().map((message) => message.to)).toEqual([toSim(phone(4, 0))]);
  });

  it("refuses by line a row whose WhatsApp message, with its values, is over Meta's 1,024 characters", async () => {
    const template = await whatsappTemplate('Aviso longo', 'Olá, {{nome}}! {{aviso}}');
    const long = 'x'.repeat(1_014); // 'Olá, Ana! ' is 10 characters: 1,024 in all fits
    const communication = await communicationWith(
      [
        'nome;celular;email;aviso',
        `Ana;${phone(1, 0)};;${long}`,
        `Bia;${phone(2, 0)};bia@exemplo.com.br;${long}x`,
        // Without a phone she gets the e-mail, which has no such limit.
        `Clara;;clara@exemplo.com.br;${long}x`,
      ].join('\n'),
      { templateId: template.id, parameterizable: true },
    );
    expect(communication.recipientUpload).toMatchObject({
      accepted: 2,
      refused: 1,
      issues: [{ line: 3, field: '', code: 'message_too_long' }],
    });
    expect((await recipientsOf(communication.id)).map((recipient) => recipient.name)).toEqual([
      'Ana',
      'Clara',
    ]);
  });

  it('a "SAIR" reply stops the next marketing to that person, but not a legal notice', async () => {
    const person = phone(50, 5);
    await simulator.reply(toSim(person), '  sair! ');
    await simulator.idle();
    const optOut = await withTenant(api.database.db, demo.company.id, (trx) =>
      trx.selectFrom('marketing_opt_outs').selectAll().where('contact', '=', person).execute(),
    );
    expect(optOut).toMatchObject([{ source: 'whatsapp_reply' }]);
    const audited = await withTenant(api.database.db, demo.company.id, (trx) =>
      trx
        .selectFrom('company_audit_entries')
        .select(['action', 'actor_kind'])
        .where('action', '=', 'communication.opted_out')
        .execute(),
    );
    expect(audited).toEqual([{ action: 'communication.opted_out', actor_kind: 'system' }]);
    // A reply that is not only the word changes nothing.
    await simulator.reply(toSim(phone(51, 5)), 'Quero sair do fundo?');
    await simulator.idle();

    const csv = ['nome;celular', `Optou;${person}`, `Outra;${phone(52, 5)}`].join('\n');
    simulator.clear();
    const marketing = await communicationWith(csv, {
      channel: 'whatsapp',
      purpose: 'marketing',
      name: 'Oferta',
    });
    expect((await communicationOf(marketing.id)).whatsappWindows).toEqual([
      { at: expect.any(String), people: 1 },
    ]);
    await send(marketing.id);
    await deliverAll();
    expect(simulator.messages().map((message) => message.to)).toEqual([toSim(phone(52, 5))]);

    // (Another person beside: the one just messaged could not be messaged again within seconds — Meta's pair rate.)
    simulator.clear();
    const legal = await communicationWith(csv.replace(phone(52, 5), phone(53, 5)), {
      channel: 'whatsapp',
      purpose: 'legal_notice',
      name: 'Convocação',
    });
    await send(legal.id);
    await deliverAll();
    expect(
      simulator
        .messages()
        .map((message) => message.to)
        .sort(),
    ).toEqual([toSim(person), toSim(phone(53, 5))].sort());
  });

  it('refuses a webhook without the app secret’s signature, and answers Meta’s check only with the verify token', async () => {
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    const post = (signature?: string) =>
      api.call({
        method: 'POST',
        url: WEBHOOK,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-hub-signature-256': signature } : {}),
        },
        body,
      });
    const sign = (secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    expectProblem(await post(), 'unauthorized', 401);
    expectProblem(await post(sign('another-secret')), 'unauthorized', 401);
    expect((await post(sign(account.appSecret))).statusCode).toBe(200);

    const check = (token: string) =>
      api.call({
        url: `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const answered = await check(account.verifyToken);
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toBe('1158201444');
    expectProblem(await check('wrong'), 'forbidden', 403);
  });

  it('paces the number at its rate and holds back what its messaging limit has no room for', async () => {
    await setSender({ phoneNumberId: account.phoneNumberId, messagesPerSecond: 20, messagingLimit: '250' });
    try {
      simulator.clear();
      const people = Array.from({ length: 30 }, (_, n) => `P${n};${phone(100 + n, 7)}`);
      const paced = await communicationWith(['nome;celular', ...people].join('\n'), { channel: 'whatsapp' });
      const started = Date.now();
      await send(paced.id);
      await runJobs();
      // 30 messages at 20 a second: never faster than the number's rate (the 30th's slot is 1.45 s after the first).
      const received = simulator.messages().map((message) => Date.parse(message.receivedAt));
      expect(received).toHaveLength(30);
      expect(Math.max(...received) - Math.min(...received)).toBeGreaterThanOrEqual(1_400);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
      await simulator.idle();

      // The limit (250 people a day) had room for at most 220 more (30 just went, others earlier in this file): those go
      // now, and each of the rest when an earlier reach leaves the rolling 24 h.
      const many = Array.from({ length: 225 }, (_, n) => `Q${n};${phone(300 + n, 7)}`);
      const limited = await communicationWith(['nome;celular', ...many].join('\n'), { channel: 'whatsapp' });
      const windows = (await communicationOf(limited.id)).whatsappWindows!;
      const [now, ...later] = windows;
      expect(now!.people).toBeGreaterThan(200);
      expect(now!.people).toBeLessThanOrEqual(220);
      expect(windows.reduce((sum, window) => sum + window.people, 0)).toBe(225);
      for (const window of later) {
        expect(Date.parse(window.at) - Date.parse(now!.at)).toBeGreaterThan(23 * 3_600_000);
      }
      await send(limited.id);
      const waiting = await withTenant(api.database.db, demo.company.id, (trx) =>
        trx
          .selectFrom('deliveries')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('channel', '=', 'whatsapp')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '>', sql<Date>`now() + interval '23 hours'`)
          .executeTakeFirstOrThrow(),
      );
      expect(Number(waiting.count)).toBe(225 - now!.people);
    } finally {
      await setSender({
        phoneNumberId: account.phoneNumberId,
        messagesPerSecond: 1000,
        messagingLimit: 'unlimited',
      });
      // What is held back for tomorrow is not this file's to send.
      await withTenant(api.database.db, demo.company.id, (trx) =>
        trx.updateTable('deliveries').set({ status: 'failed' }).where('status', '=', 'pending').execute(),
      );
    }
  });

  it('after a crash mid-send, a message that did go is recognised by its webhook and never sent twice', async () => {
    simulator.clear();
    const csv = ['nome;celular', `Foi;${phone(700, 3)}`, `NaoFoi;${phone(701, 3)}`].join('\n');
    const communication = await communicationWith(csv, { channel: 'whatsapp', name: 'Interrompida' });
    await send(communication.id);
    // A runner claimed both (marked 'sending') and died: one message reached the Cloud API, the other never left.
    const { rows: deliveries } = await withTenant(api.database.db, demo.company.id, (trx) =>
      sql<{ id: string; address: string; job_id: string }>`
        update deliveries set status = 'sending', attempts = 1, claimed_by = 'dead-runner',
          claimed_until = now() - interval '1 minute'
        where channel = 'whatsapp' and status = 'pending'
        returning id, address, job_id`.execute(trx),
    );
    expect(deliveries).toHaveLength(2);
    const went = deliveries.find((delivery) => delivery.address === phone(700, 3))!;
    await senders()(account.phoneNumberId).sendTemplate({
      to: went.address,
      template: 'modelo',
      language: 'pt_BR',
      parameters: ['Foi'],
      reference: went.id,
    });
    await simulator.idle();
    // Its webhook said it went: recorded as sent, with its timeline.
    const afterWebhook = await recipientsOf(communication.id);
    expect(afterWebhook.find((r) => r.name === 'Foi')!.delivery).toMatchObject({
      status: 'sent',
      receipt: 'read',
    });

    // The takeover puts the other back to wait for a webhook of its own (none comes: it never went), then sends it.
    await runJobs();
    const { rows: waiting } = await withTenant(api.database.db, demo.company.id, (trx) =>
      sql<{ waits: boolean }>`
        select next_attempt_at > now() + interval '50 seconds' as waits from deliveries
        where job_id = ${went.job_id} and status = 'pending'`.execute(trx),
    );
    expect(waiting).toEqual([{ waits: true }]);
    await withTenant(api.database.db, demo.company.id, async (trx) => {
      await sql`update deliveries set next_attempt_at = now() where job_id = ${went.job_id} and status = 'pending'`.execute(
        trx,
      );
      await sql`update jobs set run_after = now() where id = ${went.job_id}`.execute(trx);
    });
    await deliverAll();
    expect(
      simulator
        .messages()
        .map((message) => message.to)
        .sort(),
    ).toEqual([toSim(phone(700, 3)), toSim(phone(701, 3))].sort());
    expect(await communicationOf(communication.id)).toMatchObject({
      status: 'sent',
      deliveries: { sent: 2 },
    });
  });

  it('keeps a company’s WhatsApp number its own: another company may not take it', async () => {
    const setFlag = (on: boolean) =>
      withTenant(api.database.db, demo.other.id, (trx) =>
        trx
          .updateTable('companies')
          .set({ feature_communication: on })
          .where('id', '=', demo.other.id)
          .execute(),
      );
    await setFlag(true);
    try {
      const taken = await call(
        'PUT',
        `/api/companies/${demo.other.id}/whatsapp-sender`,
        { phoneNumberId: account.phoneNumberId, messagesPerSecond: 80, messagingLimit: '250' },
        demo.otherAdmin.email,
      );
      expectProblem(taken, 'duplicate', 409);
      expect(taken.json()).toMatchObject({ errors: [{ field: 'phoneNumberId', code: 'taken' }] });
    } finally {
      await setFlag(false);
    }
    const read = await call('GET', `/api/companies/${demo.company.id}/whatsapp-sender`, undefined, ADMIN);
    expect(read.json<{ sender: WhatsappSender }>().sender).toMatchObject({
      phoneNumberId: account.phoneNumberId,
    });
  });
});
