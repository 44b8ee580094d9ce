import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  findPlaceholders,
  placeholdersFor,
  samplePlaceholderValues,
  templateIssues,
} from './templatePlaceholders.ts';

const email = (body: string, subject: string | null = 'Assunto') =>
  ({ kind: 'message', channel: 'email', subject, body }) as const;

describe('template placeholders', () => {
  it('lists the placeholders in order of first use, once each, tolerating inner spaces', () => {
    expect(findPlaceholders('Olá {{nome}}, vote em {{ votacao }} até {{prazo}}. {{nome}}')).toEqual([
      'nome',
      'votacao',
      'prazo',
    ]);
  });

  it('accepts a template that uses only known placeholders', () => {
    expect(templateIssues(email('<p>Olá {{nome}}: {{link}}</p>', 'Convite: {{votacao}}'))).toEqual([]);
  });

  it('names each unknown placeholder with its field', () => {
    expect(templateIssues(email('Olá {{nome}} {{cpf}}', 'Oi {{apelido}}'))).toEqual([
      { field: 'subject', code: 'unknown_placeholder', params: { name: 'apelido' } },
      { field: 'body', code: 'unknown_placeholder', params: { name: 'cpf' } },
    ]);
  });

  it.each(['Olá {{nome}', 'Olá {{ }}', 'Olá nome}}', 'Olá {{nome completo}}', '{{{nome}}'])(
    'reports malformed braces in %j',
    (body) => {
      expect(templateIssues(email(body))).toContainEqual({ field: 'body', code: 'malformed_placeholder' });
    },
  );

  it('requires a subject for e-mail, not for WhatsApp', () => {
    expect(templateIssues(email('x', '  '))).toEqual([{ field: 'subject', code: 'subject_required' }]);
    expect(
      templateIssues({ kind: 'message', channel: 'whatsapp', subject: null, body: 'Olá {{nome}}' }),
    ).toEqual([]);
  });

  it('makes a ballot an e-mail (HTML) template that lists the items', () => {
    expect(templateIssues({ kind: 'ballot', channel: 'whatsapp', subject: null, body: 'x' })).toEqual([
      { field: 'channel', code: 'ballot_channel' },
      { field: 'body', code: 'missing_placeholder', params: { name: 'itens' } },
    ]);
    expect(
      templateIssues({ kind: 'ballot', channel: 'email', subject: 'Cédula', body: '{{itens}}' }),
    ).toEqual([]);
  });

  it('keeps {{itens}} to ballots', () => {
    expect(placeholdersFor('message').map((p) => p.name)).not.toContain('itens');
    expect(templateIssues(email('{{itens}}'))).toEqual([
      { field: 'body', code: 'unknown_placeholder', params: { name: 'itens' } },
    ]);
  });

  it('fills known values (escaped) and leaves the others visible', () => {
    const escape = (v: string) => v.replace(/</g, '&lt;');
    expect(fillPlaceholders('{{nome}} / {{x}}', { nome: '<b>Ana</b>' }, escape)).toBe(
      '&lt;b>Ana&lt;/b> / {{x}}',
    );
    expect(fillPlaceholders('{{toString}}', {})).toBe('{{toString}}');
  });

  it('has a sample for every placeholder', () => {
    const samples = samplePlaceholderValues();
    expect(Object.keys(samples)).toContain('link');
    expect(Object.values(samples).every((v) => v.length > 0)).toBe(true);
  });
});
