import { describe, expect, it } from 'vitest';
import {
  readRecipientRow,
  recipientContactKey,
  recipientValues,
  whatsappMessageTooLong,
} from './recipientRow.ts';

describe('a recipients spreadsheet row', () => {
  it('reads e-mail (lower case), phone (E.164) and the mapped values (trimmed)', () => {
    expect(
      readRecipientRow(
        {
          email: ' Ana.Silva@Example.COM ',
          phone: '(11) 98765-4321',
          name: '  Ana   Silva ',
          parameters: { nome: ' Ana ', valor: 'R$ 1.234,56' },
        },
        'whatsapp_email_fallback',
      ),
    ).toEqual({
      ok: true,
      email: 'ana.silva@example.com',
      phone: '+5511987654321',
      name: 'Ana Silva',
      parameters: { nome: 'Ana', valor: 'R$ 1.234,56' },
    });
  });

  it('refuses control characters in the name and the values (PostgreSQL cannot hold NUL), not line breaks in an e-mail value', () => {
    expect(
      readRecipientRow(
        {
          email: 'a@b.com',
          name: 'Ana\u0000',
          parameters: { valor: 'R$\u0007 10', endereco: 'Rua A, 1\nSão Paulo' },
        },
        'email',
      ),
    ).toEqual({
      ok: false,
      issues: [
        { field: 'name', code: 'name_invalid' },
        { field: 'parameters/valor', code: 'parameter_invalid' },
      ],
    });
    expect(readRecipientRow({ email: 'a@b.com', name: 'x'.repeat(301), parameters: {} }, 'email')).toEqual({
      ok: false,
      issues: [{ field: 'name', code: 'name_too_long' }],
    });
    expect(readRecipientRow({ email: 'a@b.com', name: '   ', parameters: {} }, 'email')).toMatchObject({
      ok: true,
      name: null,
    });
  });

  it('lists every reason by field: a bad e-mail, a phone that cannot become E.164, an empty value', () => {
    expect(
      readRecipientRow(
        { email: 'ana@', phone: '1234', parameters: { nome: '', valor: '10' } },
        'whatsapp_email_fallback',
      ),
    ).toEqual({
      ok: false,
      issues: [
        { field: 'email', code: 'email_invalid' },
        { field: 'phone', code: 'phone_invalid' },
        { field: 'parameters/nome', code: 'parameter_empty' },
      ],
    });
  });

  it('needs the contact the plan sends to', () => {
    const codes = (
      cells: { email?: string; phone?: string },
      plan: 'email' | 'whatsapp' | 'whatsapp_email_fallback',
    ) => {
      const reading = readRecipientRow({ ...cells, parameters: {} }, plan);
      return reading.ok ? [] : reading.issues.map((issue) => issue.code);
    };
    expect(codes({ phone: '11987654321' }, 'email')).toEqual(['email_required']);
    expect(codes({ email: 'a@b.com' }, 'whatsapp')).toEqual(['phone_required']);
    expect(codes({}, 'whatsapp_email_fallback')).toEqual(['contact_required']);
    expect(codes({ email: 'a@b.com' }, 'whatsapp_email_fallback')).toEqual([]);
  });

  it('applies Meta’s rules to values only when the person gets a WhatsApp message', () => {
    const multiline = { parameters: { endereco: 'Rua A, 1\nSão Paulo' } };
    const byWhatsapp = readRecipientRow({ ...multiline, phone: '11987654321' }, 'whatsapp');
    expect(byWhatsapp).toEqual({
      ok: false,
      issues: [{ field: 'parameters/endereco', code: 'parameter_line_break' }],
    });
    expect(readRecipientRow({ ...multiline, email: 'a@b.com' }, 'email').ok).toBe(true);
    expect(readRecipientRow({ ...multiline, email: 'a@b.com' }, 'whatsapp_email_fallback').ok).toBe(true);
  });
});

describe('who a recipient row reaches (a person listed twice)', () => {
  const row = (email: string | null, phone: string | null) => ({ email, phone });
  it.each([
    ['email', row('a@b.com', '+5511987654321'), { field: 'email', key: 'a@b.com' }],
    ['email', row(null, '+5511987654321'), null],
    ['whatsapp', row('a@b.com', '+5511987654321'), { field: 'phone', key: '+5511987654321' }],
    ['whatsapp', row('a@b.com', null), null],
    ['whatsapp_email_fallback', row('a@b.com', '+5511987654321'), { field: 'phone', key: '+5511987654321' }],
    ['whatsapp_email_fallback', row('a@b.com', null), { field: 'email', key: 'a@b.com' }],
    ['whatsapp_email_fallback', row(null, null), null],
  ] as const)('%s plan, %o → %o', (plan, contact, expected) => {
    expect(recipientContactKey(plan, contact)).toEqual(expected);
  });
});

describe('a recipient row’s e-mail with control characters', () => {
  it.each([
    'pes\u0000soa@exemplo.com.br',
    'pes\u0001soa@exemplo.com.br',
    'pessoa\u007f@exemplo.com.br',
    'a\u0085b@exemplo.com.br',
  ])('%j is refused as an invalid e-mail', (email) => {
    const row = readRecipientRow({ email, parameters: {} }, 'email');
    expect(row.ok).toBe(false);
    expect(!row.ok && row.issues).toEqual([{ field: 'email', code: 'email_invalid' }]);
  });

  it("refuses a row whose WhatsApp message, filled with its values, is over Meta's 1,024 characters", () => {
    const text = 'Olá, {{nome}}! {{aviso}}';
    const values = (aviso: string) =>
      recipientValues('Gestora', { email: null, name: 'Ana', parameters: { aviso } });
    // 'Olá, Ana! ' is 10 characters: 1,014 more fit, 1,015 do not.
    expect(whatsappMessageTooLong(text, values('x'.repeat(1014)))).toBe(false);
    expect(whatsappMessageTooLong(text, values('x'.repeat(1015)))).toBe(true);
    expect(
      recipientValues('Gestora', { email: 'a@b.co', name: null, parameters: { empresa: 'Outra' } }),
    ).toEqual({
      empresa: 'Outra',
      email: 'a@b.co',
    });
  });
});
