// The WhatsApp Cloud API simulator, driven over HTTP as the API's adapter drives Meta's, with a webhook receiver of
// the test's own that checks every signature.
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startWhatsappSimulator,
  WHATSAPP_SIM_ACCOUNT,
  type WhatsappSimulator,
} from '../src/whatsapp-sim.mjs';

const account = WHATSAPP_SIM_ACCOUNT;
let simulator: WhatsappSimulator | undefined;
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

interface StatusEvent {
  id: string;
  status: string;
  recipient_id: string;
  errors?: { code: number }[];
}
interface WebhookBody {
  object: string;
  entry: {
    id: string;
    changes: { field: string; value: { statuses?: StatusEvent[] } & Record<string, unknown> }[];
  }[];
}
interface Posted {
  body: WebhookBody;
  signed: boolean;
}
interface GraphAnswer {
  messages: { id: string }[];
  error: { code: number; type: string; error_data: { messaging_product: string } };
}
const answerOf = async (response: Response) => (await response.json()) as GraphAnswer;

/** A webhook endpoint: keeps each post with whether its signature is the app secret's; answers `status`. */
async function webhookReceiver(status = () => 200) {
  const posts: Posted[] = [];
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const expected = `sha256=${createHmac('sha256', account.appSecret).update(raw).digest('hex')}`;
      posts.push({
        body: JSON.parse(raw.toString('utf8')),
        signed: request.headers['x-hub-signature-256'] === expected,
      });
      response.writeHead(status()).end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const address = receiver.address();
  return {
    posts,
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/webhook`,
  };
}

function sendTemplate(
  url: string,
  to: string,
  parameters: string[] = ['Ana'],
  headers: Record<string, string> = { authorization: `Bearer ${account.accessToken}` },
) {
  return fetch(`${url}/${account.apiVersion}/${account.phoneNumberId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'template',
      template: {
        name: 'convocacao_assembleia',
        language: { code: 'pt_BR' },
        components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
      },
    }),
  });
}

const statusEvents = (posts: Posted[]) =>
  posts.flatMap((post) => post.body.entry[0]!.changes[0]!.value.statuses ?? []);
const statusesOf = (posts: Posted[], id: string) =>
  statusEvents(posts)
    .filter((event) => event.id === id)
    .map((event) => event.status);

describe('WhatsApp Cloud API simulator', () => {
  it('accepts a template message as Meta does and reports its statuses to the webhook, signed, by the last digit', async () => {
    const webhook = await webhookReceiver();
    simulator = await startWhatsappSimulator({ port: 0, webhookUrl: webhook.url, statusDelayMs: 1 });
    const ids: Record<string, string> = {};
    for (const to of ['+5511987654323', '5511987654320', '5511987654321', '5511987654322']) {
      const response = await sendTemplate(simulator.url, to, ['Ana Souza', 'AGE do FII Exemplo']);
      expect(response.status).toBe(200);
      const body = await answerOf(response);
      expect(body).toMatchObject({
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to.replace('+', '') }],
        messages: [{ id: expect.stringMatching(/^wamid\./) }],
      });
      ids[to.at(-1)!] = body.messages[0]!.id;
    }
    await simulator.idle();
    expect(webhook.posts.every((post) => post.signed)).toBe(true);
    expect(statusesOf(webhook.posts, ids['3']!)).toEqual(['sent', 'delivered', 'read']);
    expect(statusesOf(webhook.posts, ids['0']!)).toEqual(['sent', 'failed']);
    expect(statusesOf(webhook.posts, ids['1']!)).toEqual(['sent', 'delivered']);
    expect(statusesOf(webhook.posts, ids['2']!)).toEqual(['sent', 'read']);
    const failed = statusEvents(webhook.posts).find((event) => event.status === 'failed');
    expect(failed).toMatchObject({ recipient_id: '5511987654320', errors: [{ code: 131026 }] });
    expect(webhook.posts[0]!.body).toMatchObject({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: account.businessAccountId,
          changes: [{ field: 'messages', value: { metadata: { phone_number_id: account.phoneNumberId } } }],
        },
      ],
    });
    expect(simulator.messages().map((message) => [message.to, message.parameters])).toContainEqual([
      '5511987654323',
      ['Ana Souza', 'AGE do FII Exemplo'],
    ]);
  });

  it('answers Graph API errors: a bad token, an unknown number id, a parameter Meta refuses', async () => {
    simulator = await startWhatsappSimulator({ port: 0 });
    const badToken = await sendTemplate(simulator.url, '5511987654323', ['Ana'], {
      authorization: 'Bearer nope',
    });
    expect(badToken.status).toBe(401);
    expect((await answerOf(badToken)).error).toMatchObject({ code: 190, type: 'OAuthException' });
    const unknown = await fetch(`${simulator.url}/${account.apiVersion}/999/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.accessToken}` },
      body: '{}',
    });
    expect(unknown.status).toBe(400);
    expect((await answerOf(unknown)).error.code).toBe(100);
    const lineBreak = await sendTemplate(simulator.url, '5511987654323', ['Rua A\nSão Paulo']);
    expect(lineBreak.status).toBe(400);
    expect((await answerOf(lineBreak)).error).toMatchObject({
      code: 132018,
      error_data: { messaging_product: 'whatsapp' },
    });
    expect(simulator.messages()).toEqual([]);
  });

  it('refuses over the number’s throughput (130429) and the same person again too soon (131056)', async () => {
    simulator = await startWhatsappSimulator({ port: 0, messagesPerSecond: 5, samePersonIntervalMs: 60_000 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => sendTemplate(simulator!.url, `551198765430${index + 3}`)),
    );
    const codes = await Promise.all(
      answers.map(async (answer) => (answer.ok ? 200 : (await answerOf(answer)).error.code)),
    );
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 130429)).toHaveLength(3);
    expect(answers.filter((answer) => !answer.ok).every((answer) => answer.status === 429)).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 1_050));
    const again = await sendTemplate(simulator.url, '5511987654303');
    expect(again.status).toBe(429);
    expect((await answerOf(again)).error.code).toBe(131056);
  });

  it('posts a person’s reply to the webhook as a text message, and retries a webhook the API did not take', async () => {
    let answers = 0;
    const webhook = await webhookReceiver(() => (++answers === 1 ? 503 : 200));
    simulator = await startWhatsappSimulator({ port: 0, webhookUrl: webhook.url });
    const reply = await fetch(`${simulator.url}/_sim/replies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: '+55 11 98765-4323', text: 'SAIR' }),
    });
    expect(reply.status).toBe(201);
    await simulator.idle();
    expect(webhook.posts).toHaveLength(2);
    expect(webhook.posts.every((post) => post.signed)).toBe(true);
    expect(webhook.posts[1]!.body.entry[0]!.changes[0]!.value).toMatchObject({
      contacts: [{ wa_id: '5511987654323' }],
      messages: [{ from: '5511987654323', type: 'text', text: { body: 'SAIR' } }],
    });
    expect(simulator.webhooks()).toEqual({ delivered: 1, failed: 0 });
    const page = await (await fetch(simulator.url)).text();
    expect(page).toContain('SAIR');
  });
});
