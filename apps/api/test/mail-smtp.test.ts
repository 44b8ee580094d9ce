// The API's SMTP mailer against real SMTP servers: the dev stack's sink, and a scripted one that refuses.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MailDeliveryError } from '../src/mail/mailer.ts';
import { smtpMailer } from '../src/mail/smtp-mailer.ts';
import { registerEmailDispatchKind, runJobsUntilIdle } from '../src/jobs/index.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import {
  createDispatch,
  deliveriesOf,
  recipients,
  useJobsDatabase,
  forgetJobKindsAfterAll,
} from './support/jobs.ts';

interface SinkMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
}
interface SinkModule {
  startSmtpSink(options: { port: number; httpPort: number; dir: string }): Promise<{
    smtpUrl: string;
    httpUrl: string;
    clear(): Promise<void>;
    stop(): Promise<void>;
  }>;
  readSinkMessages(httpUrl: string, filter?: { to?: string }): Promise<SinkMessage[]>;
}
// The product's own sink (tools/dev-stack), as `npm start` runs it; plain JS, typed here by what the test uses.
const SINK_MODULE = new URL('../../../tools/dev-stack/src/smtp-sink.mjs', import.meta.url).href;
const FROM = 'Backoffice <no-reply@backoffice.local>';

let sinkModule: SinkModule;
let sink: Awaited<ReturnType<SinkModule['startSmtpSink']>>;
let sinkDir: string;

beforeAll(async () => {
  sinkModule = (await import(SINK_MODULE)) as SinkModule;
  sinkDir = await mkdtemp(path.join(tmpdir(), 'api-mail-sink-'));
  sink = await sinkModule.startSmtpSink({ port: 0, httpPort: 0, dir: sinkDir });
});
afterAll(async () => {
  await sink?.stop();
  await rm(sinkDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await sink.clear();
});

describe('smtpMailer and the SMTP sink', () => {
  it('delivers subject and bodies with their accents, the Message-ID at the sender’s domain and the headers', async () => {
    const mailer = smtpMailer(sink.smtpUrl, FROM);
    try {
      const result = await mailer.send({
        to: 'joao.conceicao@example.com',
        subject: 'Convocação — Assembleia de cotistas (votação até 30/06)',
        html: '<p>Olá, João! Sua participação é importante.</p>',
        text: 'Olá, João! Sua participação é importante.',
        messageId: '0f7c1c7e-3f55-4d8e-9d1e-6b2f8a1c2d3e',
        headers: { 'X-Backoffice-Delivery': '0f7c1c7e-3f55-4d8e-9d1e-6b2f8a1c2d3e' },
      });
      expect(result.providerMessageId).toBe('<0f7c1c7e-3f55-4d8e-9d1e-6b2f8a1c2d3e@backoffice.local>');

      const [message, ...others] = await sinkModule.readSinkMessages(sink.httpUrl);
      expect(others).toEqual([]);
      expect(message).toMatchObject({
        from: 'no-reply@backoffice.local',
        to: ['joao.conceicao@example.com'],
        subject: 'Convocação — Assembleia de cotistas (votação até 30/06)',
        messageId: result.providerMessageId,
        html: '<p>Olá, João! Sua participação é importante.</p>',
        headers: { 'x-backoffice-delivery': '0f7c1c7e-3f55-4d8e-9d1e-6b2f8a1c2d3e' },
      });
      expect(message!.text.trim()).toBe('Olá, João! Sua participação é importante.');
    } finally {
      await mailer.close();
    }
  });

  it('refuses an address that is not one, permanently, without connecting', async () => {
    const mailer = smtpMailer('smtp://127.0.0.1:1', FROM);
    const failure = await mailer
      .send({ to: 'not an address', subject: 's', html: 'h', text: 't' })
      .catch((e) => e);
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect(failure).toMatchObject({ permanent: true });
    await mailer.close();
  });
});

/** A scripted SMTP server: RCPT TO an address starting with its reply code gets that reply ("550-…@…"). */
async function startRefusingServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let inData = false;
    let buffer = '';
    socket.write('220 refusing.test ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 2.0.0 accepted\r\n');
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        const code = /^RCPT TO:<(\d{3})-/i.exec(line)?.[1];
        if (command === 'EHLO' || command === 'HELO') socket.write('250 refusing.test\r\n');
        else if (command === 'MAIL') socket.write('250 2.1.0 ok\r\n');
        else if (command === 'RCPT')
          socket.write(code ? `${code} refused on purpose\r\n` : '250 2.1.5 ok\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else if (command === 'RSET' || command === 'NOOP') socket.write('250 ok\r\n');
        else socket.write('502 not implemented\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('smtpMailer failures', () => {
  it.each([
    ['550-nobody@example.com', true, 550],
    ['553-bad@example.com', true, 553],
    ['451-busy@example.com', false, 451],
    ['452-full@example.com', false, 452],
  ])('%s → permanent: %s', async (to, permanent, responseCode) => {
    const server = await startRefusingServer();
    const mailer = smtpMailer(server.url, FROM);
    try {
      const failure = await mailer.send({ to, subject: 's', html: '<p>h</p>', text: 'h' }).catch((e) => e);
      expect(failure).toBeInstanceOf(MailDeliveryError);
      expect(failure).toMatchObject({ permanent, responseCode });
    } finally {
      await mailer.close();
      await server.close();
    }
  });

  it('a server that is not there is a transient failure', async () => {
    const server = await startRefusingServer();
    const url = server.url;
    await server.close(); // nothing listens on that port any more
    const mailer = smtpMailer(url, FROM);
    const failure = await mailer
      .send({ to: 'ana@example.com', subject: 's', html: 'h', text: 't' })
      .catch((e) => e);
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect(failure).toMatchObject({ permanent: false });
    await mailer.close();
  });
});

registerEmailDispatchKind('smtp-invitation', {
  render: async (_trx, _job, delivery, { publicBaseUrl }) => ({
    subject: `Convite para votação — ${delivery.recipientKey}`,
    html: `<p>Vote em <a href="${publicBaseUrl}/v/${delivery.recipientKey}">${publicBaseUrl}/v/${delivery.recipientKey}</a></p>`,
    text: `Vote em ${publicBaseUrl}/v/${delivery.recipientKey}`,
  }),
});
forgetJobKindsAfterAll('smtp-invitation');

describe.each(SUITE_BACKENDS)('a dispatch job through SMTP into the sink on %s', (backend) => {
  const ctx = useJobsDatabase(backend);

  it('the sink receives one message per delivery, recognisable by its Message-ID and headers', async () => {
    const { job } = await createDispatch(ctx.database, 'smtp-invitation', recipients(5));
    const mailer = smtpMailer(sink.smtpUrl, FROM);
    try {
      await runJobsUntilIdle({ database: ctx.database, mailer }, { publicBaseUrl: 'http://127.0.0.1:3000' });
    } finally {
      await mailer.close();
    }
    const messages = await sinkModule.readSinkMessages(sink.httpUrl);
    const records = await deliveriesOf(ctx.database, job.id);
    expect(messages).toHaveLength(5);
    for (const delivery of records) {
      const [message, ...duplicates] = messages.filter(
        (m) => m.headers['x-backoffice-delivery'] === delivery.id,
      );
      expect(duplicates).toEqual([]);
      expect(message).toMatchObject({
        to: [delivery.address],
        messageId: `<${delivery.id}@backoffice.local>`,
        subject: `Convite para votação — ${delivery.recipientKey}`,
        headers: { 'x-backoffice-job': job.id },
      });
      expect(message!.text.trim()).toBe(`Vote em http://127.0.0.1:3000/v/${delivery.recipientKey}`);
      expect(delivery).toMatchObject({ status: 'sent', providerMessageId: message!.messageId });
    }
  });
});
