import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlToText } from '../src/services/voting-dispatch/html-to-text.ts';
import { formatDeadline, invitationContent } from '../src/services/voting-dispatch/invitation-content.ts';
import {
  readOrCreateSecretFile,
  resolveVoterLinkSecret,
} from '../src/services/voting-dispatch/link-secret.ts';
import {
  linkTokenHash,
  voterLinkToken,
  voterLinkUrl,
  voterTokenHash,
} from '../src/services/voting-dispatch/link-token.ts';

const SECRET = 'a-test-secret-that-is-long-enough!';
const subject = {
  votingId: '7a000000-0000-4000-8000-000000000001',
  voterId: '7b000000-0000-4000-8000-000000000002',
};

describe('link tokens', () => {
  it('are 43 base64url characters (256 bits), the same for the same voter and version, different otherwise', () => {
    const token = voterLinkToken(SECRET, { ...subject, tokenVersion: 1 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(voterLinkToken(SECRET, { ...subject, tokenVersion: 1 })).toBe(token);
    expect(voterLinkToken(SECRET, { ...subject, tokenVersion: 2 })).not.toBe(token);
    expect(voterLinkToken(SECRET, { ...subject, voterId: subject.votingId, tokenVersion: 1 })).not.toBe(
      token,
    );
    expect(voterLinkToken(`${SECRET}x`, { ...subject, tokenVersion: 1 })).not.toBe(token);
  });

  it('are stored only as their SHA-256, which is what the link hashes to', () => {
    const token = voterLinkToken(SECRET, { ...subject, tokenVersion: 3 });
    expect(voterTokenHash(SECRET, { ...subject, tokenVersion: 3 })).toBe(linkTokenHash(token));
    expect(linkTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(voterLinkUrl('https://votacao.example.com', token)).toBe(`https://votacao.example.com/v/${token}`);
  });
});

describe('the link key kept in the data dir', () => {
  const directories: string[] = [];
  afterAll(async () => {
    for (const directory of directories) await rm(directory, { recursive: true, force: true });
  });

  it('is generated once, readable by its owner only, and every concurrent first use gets the same key', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'voter-link-secret-'));
    directories.push(directory);
    const file = path.join(directory, 'nested', 'voter-link-secret');
    const keys = await Promise.all(Array.from({ length: 8 }, () => readOrCreateSecretFile(file)));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await readFile(file, 'utf8')).trim()).toBe(keys[0]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveVoterLinkSecret({ voterLinkSecret: { file } })).toBe(keys[0]);
    expect(await resolveVoterLinkSecret({ voterLinkSecret: { value: SECRET } })).toBe(SECRET);
  });
});

describe('the invitation e-mail', () => {
  const voting = {
    title: 'AGO "Fundo" <Sul>',
    deadline: '2026-11-30T21:00:00.000Z',
    companyName: 'Gestora & Cia',
    items: [
      { title: 'Contas de 2025', description: 'Parecer <anexo>' },
      { title: 'Eleição', description: '' },
    ],
    template: {
      subject: 'Cédula: {{votacao}}\r\nBcc: x@evil.example',
      body:
        '<p>Olá, <strong>{{nome}}</strong> ({{documento}}, {{email}}).</p><p>{{itens}}</p>' +
        '<p><a href="{{link}}">Votar até {{prazo}}</a></p><p>{{empresa}} &amp; {{desconhecido}}</p>',
    },
  };
  const voter = {
    name: "O'Brien <b>",
    email: 'obrien@example.com',
    taxIdType: 'CPF' as const,
    taxId: '52998224725',
  };
  const content = invitationContent(voting, voter, 'https://votacao.example.com/v/abc_DEF-123');

  it('escapes every value in the HTML and lists the items', () => {
    expect(content.html).toBe(
      '<p>Olá, <strong>O&#39;Brien &lt;b&gt;</strong> (***.982.247-**, obrien@example.com).</p>' +
        '<p><ol><li>Contas de 2025<br />Parecer &lt;anexo&gt;</li><li>Eleição</li></ol></p>' +
        '<p><a href="https://votacao.example.com/v/abc_DEF-123">Votar até 30/11/2026 18:00</a></p>' +
        '<p>Gestora &amp; Cia &amp; {{desconhecido}}</p>',
    );
  });

  it('makes a text part with the raw values and the link written out', () => {
    expect(content.text).toBe(
      "Olá, O'Brien <b> (***.982.247-**, obrien@example.com).\n\n1. Contas de 2025\n2. Eleição\n\n" +
        'Votar até 30/11/2026 18:00 (https://votacao.example.com/v/abc_DEF-123)\n\nGestora & Cia & {{desconhecido}}',
    );
  });

  it('keeps the subject on one line (no header injection)', () => {
    expect(content.subject).toBe('Cédula: AGO "Fundo" <Sul> Bcc: x@evil.example');
  });

  it('writes deadlines in Brasília time, whatever the season or the server', () => {
    expect(formatDeadline('2027-01-31T21:00:00.000Z')).toBe('31/01/2027 18:00');
    expect(formatDeadline(new Date('2026-06-01T02:59:00.000Z'))).toBe('31/05/2026 23:59');
  });
});

describe('htmlToText', () => {
  it('breaks blocks, dashes list items, keeps link addresses and decodes entities', () => {
    expect(
      htmlToText(
        '<h2>Título</h2><p>Linha 1<br/>Linha 2 &quot;x&quot; &#233; &#x263A;</p><ul><li>a</li><li>b</li></ul>' +
          '<p><a href="https://x.example/a?b=1&amp;c=2">https://x.example/a?b=1&amp;c=2</a></p><hr />fim',
      ),
    ).toBe('Título\n\nLinha 1\nLinha 2 "x" é ☺\n\n- a\n- b\n\nhttps://x.example/a?b=1&c=2\n\n----\nfim');
  });
});
