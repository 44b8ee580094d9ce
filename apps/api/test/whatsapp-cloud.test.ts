// The API's WhatsApp adapter against the product's own Cloud API simulator (tools/dev-stack), as `npm start` runs
// it: sends, Meta's errors told apart by their codes, and the simulator's signed webhooks read back.
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cloudApiSender,
  WhatsappSendError,
  type WhatsappCloudConfig,
} from '../src/whatsapp/cloud-api-sender.ts';
import { isSignedByApp, readWhatsappWebhook, type WhatsappWebhook } from '../src/whatsapp/webhook.ts';
import {
  simulatorAccount as account,
  startWhatsappSimulator,
  type Simulator,
} from './support/whatsapp-simulator.ts';

let simulator: Simulator | undefined;
let receiver: Server | undefined;

afterEach(async () => {
  await simulator?.stop();
  simulator = undefined;
  if (receiver) {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver!.close(resolve));
  }
  receiver = undefined;
});

const configFor = (url: string, overrides: Partial<WhatsappCloudConfig> = {}): WhatsappCloudConfig => ({
  apiUrl: url,
  apiVersion: account.apiVersion,
  phoneNumberId: account.phoneNumberId,
  accessToken: account.accessToken,
  appSecret: account.appSecret,
  ...overrides,
});

const message = (to: string, parameters = ['Ana Souza', 'AGE do FII Exemplo']) => ({
  to,
  template: 'convocacao_assembleia',
  language: 'pt_BR',
  parameters,
});

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WhatsappSendError);
  const { failure, code, retryable } = error as WhatsappSendError;
  return { failure, code, retryable };
}

/** Receives the simulator's webhooks as the API will: the raw body's signature first, then its reading. */
async function webhookEndpoint() {
  const received: { signed: boolean; webhook: WhatsappWebhook }[] = [];
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const signed = isSignedByApp(account.appSecret, raw, request.headers['x-hub-signature-256'] as string);
      received.push({ signed, webhook: readWhatsappWebhook(JSON.parse(raw.toString('utf8'))) });
      response.writeHead(signed ? 200 : 401).end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const address = receiver.address();
  return { received, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/` };
}

describe('the WhatsApp Cloud API adapter, against the simulator', () => {
  it('sends a template message with its values in order and reads back the signed status reports', async () => {
    const endpoint = await webhookEndpoint();
    simulator = await startWhatsappSimulator({ port: 0, webhookUrl: endpoint.url, statusDelayMs: 1 });
    const sender = cloudApiSender(configFor(simulator.url));
    const read = await sender.sendTemplate({ ...message('+5511987654323'), reference: 'delivery-1' });
    const failing = await sender.sendTemplate(message('+5511987654320'));
    expect(read.providerMessageId).toMatch(/^wamid\./);
    expect(simulator.messages()).toMatchObject([
      {
        id: read.providerMessageId,
        to: '5511987654323',
        template: 'convocacao_assembleia',
        language: 'pt_BR',
        parameters: ['Ana Souza', 'AGE do FII Exemplo'],
      },
      { id: failing.providerMessageId },
    ]);
    await simulator.idle();
    expect(endpoint.received.every((post) => post.signed)).toBe(true);
    const reports = endpoint.received.flatMap((post) => post.webhook.statuses);
    const of = (id: string) =>
      reports.filter((report) => report.providerMessageId === id).map((report) => report.status);
    expect(of(read.providerMessageId)).toEqual(['sent', 'delivered', 'read']);
    // The send's reference comes back with each of its reports (how a send whose answer was lost is recognised).
    expect(
      reports
        .filter((report) => report.providerMessageId === read.providerMessageId)
        .map((report) => report.reference),
    ).toEqual(['delivery-1', 'delivery-1', 'delivery-1']);
    expect(
      reports.find((report) => report.providerMessageId === failing.providerMessageId),
    ).not.toHaveProperty('reference');
    expect(of(failing.providerMessageId)).toEqual(['sent', 'failed']);
    expect(reports.find((report) => report.status === 'failed')).toMatchObject({
      recipient: '5511987654320',
      error: { code: 131026, title: 'Message undeliverable' },
    });
    expect(endpoint.received[0]!.webhook.phoneNumberIds).toEqual([account.phoneNumberId]);
  });

  it('reads a person’s reply as an incoming text from their E.164 number', async () => {
    const endpoint = await webhookEndpoint();
    simulator = await startWhatsappSimulator({ port: 0, webhookUrl: endpoint.url });
    await simulator.reply('5511987654323', 'Sair');
    expect(endpoint.received.flatMap((post) => post.webhook.messages)).toMatchObject([
      { from: '+5511987654323', text: 'Sair', providerMessageId: expect.stringMatching(/^wamid\./) },
    ]);
  });

  it('tells Meta’s errors apart by code: configuration, refused, throughput, the same person, unreachable', async () => {
    simulator = await startWhatsappSimulator({ port: 0, messagesPerSecond: 2, samePersonIntervalMs: 60_000 });
    expect(
      await failureOf(
        cloudApiSender(configFor(simulator.url, { accessToken: 'wrong' })).sendTemplate(
          message('+5511987654323'),
        ),
      ),
    ).toEqual({
      failure: 'configuration',
      code: 190,
      retryable: false,
    });
    expect(
      await failureOf(
        cloudApiSender(configFor(simulator.url, { phoneNumberId: '42' })).sendTemplate(
          message('+5511987654323'),
        ),
      ),
    ).toMatchObject({
      failure: 'configuration',
      code: 100,
    });
    const sender = cloudApiSender(configFor(simulator.url));
    // An invalid parameter (100 without subcode 33) is this message's: the others still go.
    expect(await failureOf(sender.sendTemplate(message('+55119')))).toEqual({
      failure: 'refused',
      code: 100,
      retryable: false,
    });
    expect(await failureOf(sender.sendTemplate(message('+5511987654323', ['Rua A\nSão Paulo'])))).toEqual({
      failure: 'refused',
      code: 132018,
      retryable: false,
    });
    await sender.sendTemplate(message('+5511987654323'));
    expect(await failureOf(sender.sendTemplate(message('+5511987654323')))).toEqual({
      failure: 'same_person',
      code: 131056,
      retryable: true,
    });
    await sender.sendTemplate(message('+5511987654324'));
    expect(await failureOf(sender.sendTemplate(message('+5511987654325')))).toEqual({
      failure: 'throughput',
      code: 130429,
      retryable: true,
    });
    const url = simulator.url;
    await simulator.stop();
    simulator = undefined;
    expect(await failureOf(cloudApiSender(configFor(url)).sendTemplate(message('+5511987654323')))).toEqual({
      failure: 'unavailable',
      code: undefined,
      retryable: true,
    });
  });
});

describe('the webhook’s signature and reading', () => {
  const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');
  const signature = `sha256=${createHmac('sha256', 'the-app-secret').update(body).digest('hex')}`;

  it('takes only the app secret’s signature of exactly these bytes', () => {
    expect(isSignedByApp('the-app-secret', body, signature)).toBe(true);
    expect(isSignedByApp('another-secret', body, signature)).toBe(false);
    expect(isSignedByApp('the-app-secret', Buffer.concat([body, Buffer.from(' ')]), signature)).toBe(false);
    expect(isSignedByApp('the-app-secret', body, undefined)).toBe(false);
    expect(isSignedByApp('the-app-secret', body, signature.replace('sha256=', 'sha1='))).toBe(false);
    expect(isSignedByApp('the-app-secret', body, 'sha256=abcd')).toBe(false);
  });

  it('skips what it cannot read and keeps what it can', () => {
    expect(readWhatsappWebhook(null)).toEqual({ phoneNumberIds: [], statuses: [], messages: [] });
    expect(readWhatsappWebhook({ object: 'page', entry: [] }).statuses).toEqual([]);
    const webhook = readWhatsappWebhook({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'account_update',
              value: { statuses: [{ id: 'x', status: 'sent', timestamp: '1', recipient_id: '1' }] },
            },
            {
              field: 'messages',
              value: {
                metadata: { phone_number_id: '100' },
                statuses: [
                  {
                    id: 'wamid.a',
                    status: 'delivered',
                    timestamp: '1764331200',
                    recipient_id: '5511987654323',
                  },
                  {
                    id: 'wamid.b',
                    status: 'deleted',
                    timestamp: '1764331200',
                    recipient_id: '5511987654323',
                  },
                  { id: 'wamid.c', status: 'read', timestamp: 'soon', recipient_id: '5511987654323' },
                  'nonsense',
                ],
                messages: [
                  { id: 'wamid.d', from: '5511987654323', timestamp: '1764331201', type: 'image', image: {} },
                  {
                    id: 'wamid.e',
                    from: '+55 11',
                    timestamp: '1764331201',
                    type: 'text',
                    text: { body: 'SAIR' },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    expect(webhook).toEqual({
      phoneNumberIds: ['100'],
      statuses: [
        {
          phoneNumberId: '100',
          providerMessageId: 'wamid.a',
          status: 'delivered',
          at: new Date(1764331200_000),
          recipient: '5511987654323',
        },
      ],
      messages: [
        {
          phoneNumberId: '100',
          providerMessageId: 'wamid.d',
          from: '+5511987654323',
          at: new Date(1764331201_000),
          text: '',
        },
      ],
    });
  });
});
