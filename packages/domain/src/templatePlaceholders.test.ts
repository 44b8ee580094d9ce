import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  findPlaceholders,
  placeholdersFor,
  samplePlaceholderValues,
  templateIssues,
  toPlaceholderName,
  customPlaceholders,
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

  it("takes a message's own placeholders (a spreadsheet's columns) when their names are well formed", () => {
    expect(templateIssues(email('Olá {{nome}}: {{valor_rendimento}}', 'Rendimento {{fundo}}'))).toEqual([]);
    expect(templateIssues(email('Olá {{Valor}} {{1valor}} {{_x}}'))).toEqual([
      { field: 'body', code: 'invalid_placeholder_name', params: { name: 'Valor' } },
      { field: 'body', code: 'invalid_placeholder_name', params: { name: '_x' } },
      { field: 'body', code: 'malformed_placeholder' },
    ]);
    expect(templateIssues(email(`{{${'a'.repeat(41)}}}`))[0]?.code).toBe('invalid_placeholder_name');
    expect(customPlaceholders('{{nome}} {{valor}} {{link}} {{fundo}} {{valor}}')).toEqual(['valor', 'fundo']);
  });

  it('names each unknown placeholder of a ballot with its field: a voting fills only the catalogue', () => {
    const ballot = {
      kind: 'ballot',
      channel: 'email',
      subject: 'Oi {{apelido}}',
      body: '{{itens}} {{cpf}}',
    } as const;
    expect(templateIssues(ballot)).toEqual([
      { field: 'subject', code: 'unknown_placeholder', params: { name: 'apelido' } },
      { field: 'body', code: 'unknown_placeholder', params: { name: 'cpf' } },
    ]);
  });

  it('caps the placeholders of its own a template may use', () => {
    const names = Array.from({ length: 21 }, (_, i) => `{{campo_${i}}}`);
    expect(templateIssues(email(names.slice(0, 20).join(' ')))).toEqual([]);
    expect(templateIssues(email(names.join(' ')))).toEqual([
      { field: 'body', code: 'too_many_placeholders', params: { limit: 20 } },
    ]);
  });

  it("keeps a WhatsApp body within Meta's 1,024 characters, counted with its variables numbered", () => {
    const whatsapp = (body: string) =>
      ({ kind: 'message', channel: 'whatsapp', subject: null, body }) as const;
    // {{nome}} is submitted as {{1}}: 5 characters, so 1,019 + 5 fits and 1,020 + 5 does not.
    expect(templateIssues(whatsapp(`${'a'.repeat(1019)}{{nome}}`))).toEqual([]);
    expect(templateIssues(whatsapp(`${'á'.repeat(1020)}{{nome}}`))).toEqual([
      { field: 'body', code: 'body_too_long', params: { limit: 1024 } },
    ]);
    expect(templateIssues(email('a'.repeat(5000)))).toEqual([]);
  });

  it.each([
    ['Valor do rendimento (R$)', 'valor_do_rendimento_r'],
    ['  Distribuição por cota ', 'distribuicao_por_cota'],
    ['2º vencimento', 'vencimento'],
    ['€€€', ''],
    ['itens', ''],
    ['nome', ''],
    ['x'.repeat(60), 'x'.repeat(40)],
  ])('turns the label %j into the placeholder name %j', (label, name) => {
    expect(toPlaceholderName(label)).toBe(name);
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
