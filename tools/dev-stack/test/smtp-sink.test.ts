// The SMTP sink with a real SMTP client (nodemailer) on free ports, in a temporary directory.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSinkMessages, REFUSED_DOMAIN, startSmtpSink, type SmtpSink } from '../src/smtp-sink.mjs';

let dir: string;
let sink: SmtpSink | undefined;

beforeEach(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'dev-stack-sink-')), 'mail');
});

afterEach(async () => {
  await sink?.stop();
  sink = undefined;
  await rm(path.dirname(dir), { recursive: true, force: true });
});

async function start() {
  sink = await startSmtpSink({ port: 0, httpPort: 0, dir });
  return sink;
}

function transport(smtpPort: number) {
  return createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
}

describe('SMTP sink', () => {
  it('refuses a mailbox at the refused domain with 550 5.1.1, and stores nothing for it', async () => {
    const { smtpPort, httpUrl } = await start();
    const mailer = transport(smtpPort);
    const refused = mailer.sendMail({
      from: 'no-reply@backoffice.local',
      to: `ninguem@${REFUSED_DOMAIN}`,
      subject: 'Aviso',
      text: 'Olá.',
    });
    await expect(refused).rejects.toMatchObject({ responseCode: 550 });
    await expect(refused).rejects.toThrow(/5\.1\.1 .*mailbox does not exist/);
    mailer.close();
    expect(await readSinkMessages(httpUrl)).toEqual([]);
  });

  it('keeps what nodemailer sends, accents intact, and serves it as JSON and as .eml', async () => {
    const { smtpPort, httpUrl } = await start();
    const mailer = transport(smtpPort);
    await mailer.sendMail({
      from: 'Votações <no-reply@backoffice.local>',
      to: 'João da Conceição <joao@example.com>',
      bcc: 'auditoria@example.com',
      subject: 'Convocação: assembleia de cotistas — voto à distância',
      text: 'Olá, João! Sua participação é importante: ação, opinião, maçã.',
      html: '<p>Olá, <strong>João</strong>! Participação é importante.</p>',
      messageId: '<delivery-42@backoffice.local>',
      headers: { 'X-Backoffice-Delivery': 'delivery-42' },
    });
    mailer.close();

    const [message, ...others] = await readSinkMessages(httpUrl);
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      from: 'no-reply@backoffice.local',
      to: ['joao@example.com', 'auditoria@example.com'],
      subject: 'Convocação: assembleia de cotistas — voto à distância',
      messageId: '<delivery-42@backoffice.local>',
      html: '<p>Olá, <strong>João</strong>! Participação é importante.</p>',
      headers: { 'message-id': '<delivery-42@backoffice.local>', 'x-backoffice-delivery': 'delivery-42' },
    });
    expect(message?.text.trim()).toBe('Olá, João! Sua participação é importante: ação, opinião, maçã.');
    expect(Date.parse(message?.date ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const eml = await fetch(`${httpUrl}/messages/${message?.id}.eml`);
    expect(eml.headers.get('content-type')).toBe('message/rfc822');
    const raw = await eml.text();
    expect(raw).toMatch(/^X-Sink-Envelope-From: no-reply@backoffice.local\r\n/);
    expect(raw).toContain('Message-ID: <delivery-42@backoffice.local>');
    expect(await readdir(dir)).toEqual([`${message?.id}.eml`]);

    const html = await fetch(`${httpUrl}/messages/${message?.id}.html`);
    expect(html.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(await html.text()).toContain('<strong>João</strong>');
  });

  it('lists messages in arrival order, filters by recipient, and DELETE /messages empties the mailbox', async () => {
    const { smtpPort, httpUrl } = await start();
    const mailer = transport(smtpPort);
    for (const n of [1, 2, 3]) {
      await mailer.sendMail({
        from: 'no-reply@backoffice.local',
        to: `eleitor${n}@example.com`,
        subject: `Convite ${n}`,
        text: `corpo ${n}`,
      });
    }
    mailer.close();

    expect((await readSinkMessages(httpUrl)).map((message) => message.subject)).toEqual([
      'Convite 1',
      'Convite 2',
      'Convite 3',
    ]);
    expect(
      (await readSinkMessages(httpUrl, { to: 'ELEITOR2@example.com' })).map((message) => message.subject),
    ).toEqual(['Convite 2']);

    const deleted = await fetch(`${httpUrl}/messages`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await readSinkMessages(httpUrl)).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('serves a readable page at / that escapes what the messages say', async () => {
    const { smtpPort, httpUrl } = await start();
    const empty = await (await fetch(httpUrl)).text();
    expect(empty).toContain('No messages yet.');

    const mailer = transport(smtpPort);
    await mailer.sendMail({
      from: 'no-reply@backoffice.local',
      to: 'ana@example.com',
      subject: 'Votação <script>alert(1)</script>',
      text: 'Prazo: amanhã às 18h',
    });
    mailer.close();

    const response = await fetch(`${httpUrl}/`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('Votação &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('Prazo: amanhã às 18h');
    expect(page).toContain('ana@example.com');
  });

  it('keeps the mailbox across a restart on the same directory', async () => {
    const first = await start();
    const mailer = transport(first.smtpPort);
    await mailer.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'antes', text: 'x' });
    mailer.close();
    await first.stop();

    const second = await start();
    expect((await second.messages()).map((message) => message.subject)).toEqual(['antes']);
    await second.clear();
    expect(await second.messages()).toEqual([]);
  });

  it('keeps one message per recipient and Message-ID, as a mailbox store does, also across a restart', async () => {
    const first = await start();
    const mailer = transport(first.smtpPort);
    const send = (to: string | string[], messageId: string, subject: string) =>
      mailer.sendMail({ from: 'no-reply@backoffice.local', to, subject, text: subject, messageId });
    // A sender that resends after a crash: the same Message-ID, accepted (250) and not stored again.
    const original = await send('ana@example.com', '<delivery-1@backoffice.local>', 'primeiro envio');
    const again = await send('ana@example.com', '<delivery-1@backoffice.local>', 'reenvio');
    expect(original.response).toMatch(/^250 .*queued as /);
    expect(again.response).toMatch(/^250 .*already delivered as /);
    // Another Message-ID is another message; the same one to another recipient is that recipient's first.
    await send('ana@example.com', '<delivery-2@backoffice.local>', 'outro');
    await send(['ana@example.com', 'bia@example.com'], '<delivery-1@backoffice.local>', 'com cópia');
    mailer.close();

    const listed = (await readSinkMessages(first.httpUrl)).map(({ to, subject, messageId }) => ({
      to,
      subject,
      messageId,
    }));
    expect(listed).toEqual([
      { to: ['ana@example.com'], subject: 'primeiro envio', messageId: '<delivery-1@backoffice.local>' },
      { to: ['ana@example.com'], subject: 'outro', messageId: '<delivery-2@backoffice.local>' },
      { to: ['bia@example.com'], subject: 'com cópia', messageId: '<delivery-1@backoffice.local>' },
    ]);
    expect(first.duplicates()).toBe(1);
    await first.stop();

    const second = await start();
    const later = transport(second.smtpPort);
    await later.sendMail({
      from: 'no-reply@backoffice.local',
      to: 'BIA@example.com',
      subject: 'depois de reiniciar',
      text: '.',
      messageId: '<delivery-1@backoffice.local>',
    });
    later.close();
    expect(await second.messages()).toHaveLength(3);
    expect(second.duplicates()).toBe(1);
  });

  it('answers 404 for unknown messages and paths', async () => {
    const { httpUrl } = await start();
    expect((await fetch(`${httpUrl}/messages/0000000000000-000001-deadbeef.eml`)).status).toBe(404);
    expect((await fetch(`${httpUrl}/messages/..%2F..%2Fetc%2Fpasswd.eml`)).status).toBe(404);
    expect((await fetch(`${httpUrl}/nothing`)).status).toBe(404);
  });

  it('says which port is taken', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const address = blocker.address();
    const taken = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(startSmtpSink({ port: 0, httpPort: taken, dir })).rejects.toThrow(
        `cannot listen on 127.0.0.1:${taken}`,
      );
      await expect(startSmtpSink({ port: taken, httpPort: 0, dir })).rejects.toThrow(
        `cannot listen on 127.0.0.1:${taken}`,
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
