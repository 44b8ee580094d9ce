import { describe, expect, it } from 'vitest';
import {
  MailDeliveryError,
  bracketedMessageId,
  isPlausibleAddress,
  senderDomain,
} from '../src/mail/mailer.ts';
import { memoryMailer } from '../src/mail/memory-mailer.ts';
import { classifySmtpFailure } from '../src/mail/smtp-mailer.ts';

const mail = (to: string) => ({ to, subject: 'Convocação', html: '<p>Olá</p>', text: 'Olá' });

describe('memoryMailer', () => {
  it('records what it sends, with a Message-ID from the one it was given', async () => {
    const mailer = memoryMailer();
    const { providerMessageId } = await mailer.send({ ...mail('ana@example.com'), messageId: 'd-1' });
    expect(providerMessageId).toBe('<d-1@memory.local>');
    expect(mailer.sent).toEqual([{ ...mail('ana@example.com'), messageId: 'd-1', providerMessageId }]);
  });

  it('fails the n-th send, or sends to an address a number of times, the way it is told', async () => {
    const mailer = memoryMailer();
    mailer.failSend(2, 'permanent');
    mailer.failAddress('Bia@Example.com', 'transient', 1);
    await mailer.send(mail('ana@example.com'));
    await expect(mailer.send(mail('caio@example.com'))).rejects.toMatchObject({
      permanent: true,
      responseCode: 550,
    });
    await expect(mailer.send(mail('bia@example.com'))).rejects.toMatchObject({
      permanent: false,
      responseCode: 421,
    });
    await mailer.send(mail('bia@example.com'));
    expect(mailer.attempts.map((m) => m.to)).toEqual([
      'ana@example.com',
      'caio@example.com',
      'bia@example.com',
      'bia@example.com',
    ]);
    expect(mailer.sent.map((m) => m.to)).toEqual(['ana@example.com', 'bia@example.com']);
    await mailer.close();
    await expect(mailer.send(mail('ana@example.com'))).rejects.toBeInstanceOf(MailDeliveryError);
  });
});

describe('Message-IDs and addresses', () => {
  it('brackets an id and gives one without a domain the sender’s', () => {
    expect(bracketedMessageId('abc', 'backoffice.local')).toBe('<abc@backoffice.local>');
    expect(bracketedMessageId('<abc@x.test>', 'backoffice.local')).toBe('<abc@x.test>');
    expect(senderDomain('Backoffice <no-reply@Backoffice.Local>')).toBe('backoffice.local');
    expect(senderDomain('votacoes@example.com')).toBe('example.com');
    expect(senderDomain('no address')).toBe('localhost');
  });

  it('refuses what cannot be an address', () => {
    expect(isPlausibleAddress('joão@example.com.br')).toBe(true);
    for (const bad of [
      '',
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'a b@example.com',
      'a@b.com, c@d.com',
    ]) {
      expect(isPlausibleAddress(bad)).toBe(false);
    }
  });
});

describe('classifySmtpFailure', () => {
  const failure = (fields: Record<string, unknown>) => Object.assign(new Error('smtp says no'), fields);

  it.each([
    ['a 5xx reply', { code: 'EENVELOPE', responseCode: 550, permanent: true }, true],
    ['a 4xx reply', { code: 'EENVELOPE', responseCode: 451, permanent: false }, false],
    ['503 (bad sequence: a new connection may work)', { code: 'EPROTOCOL', responseCode: 503 }, false],
    ['no usable recipient', { code: 'EENVELOPE' }, true],
    ['a refused connection', { code: 'ESOCKET' }, false],
    ['a timeout', { code: 'ETIMEDOUT' }, false],
    ['wrong credentials (535): ours, not the recipient’s', { code: 'EAUTH', responseCode: 535 }, false],
    ['anything else', {}, false],
  ])('%s → permanent: %s', (_name, fields, permanent) => {
    const classified = classifySmtpFailure(failure(fields));
    expect(classified).toBeInstanceOf(MailDeliveryError);
    expect(classified.permanent).toBe(permanent);
    expect(classified.message).toBe('smtp says no');
  });
});
