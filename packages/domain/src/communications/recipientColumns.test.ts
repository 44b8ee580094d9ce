import { describe, expect, it } from 'vitest';
import {
  COMPANY_PLACEHOLDERS,
  missingRecipientColumns,
  RECIPIENT_PLACEHOLDERS,
  suggestRecipientMapping,
  unfillablePlaceholders,
  valueColumnPlaceholders,
} from './recipientColumns.ts';

describe('the proposed mapping of a recipients spreadsheet', () => {
  it('finds the contact columns by their usual names, whatever the case, accents and punctuation', () => {
    expect(suggestRecipientMapping(['NOME', 'E-mail', 'Celular (WhatsApp)', 'Valor'], []).contact).toEqual({
      email: 'E-mail',
      phone: 'Celular (WhatsApp)',
      name: 'NOME',
    });
    expect(suggestRecipientMapping(['Razão Social', 'e_mail', 'Telefone'], []).contact).toEqual({
      email: 'e_mail',
      phone: 'Telefone',
      name: 'Razão Social',
    });
  });

  it('feeds each placeholder from the column of its name; nome and email read the contact columns', () => {
    expect(
      suggestRecipientMapping(
        ['Nome', 'Email', 'WhatsApp', 'Valor do Rendimento', 'Fundo'],
        ['nome', 'email', 'fundo', 'valor_do_rendimento', 'data'],
      ),
    ).toEqual({
      contact: { email: 'Email', phone: 'WhatsApp', name: 'Nome' },
      parameters: {
        nome: 'Nome',
        email: 'Email',
        fundo: 'Fundo',
        valor_do_rendimento: 'Valor do Rendimento',
        data: null,
      },
    });
  });

  it('never proposes a column twice: the first of two alike wins, the second stays free', () => {
    expect(suggestRecipientMapping(['Email', 'Email', 'Telefone'], ['email2']).contact.email).toBe('Email');
    const twice = suggestRecipientMapping(['Telefone', 'Celular'], []);
    expect(twice.contact.phone).toBe('Telefone');
    expect(suggestRecipientMapping([], ['nome'])).toEqual({
      contact: { email: null, phone: null, name: null },
      parameters: { nome: null },
    });
  });
});

describe('the placeholders a communication can fill', () => {
  it('fills only the name, the e-mail and the company without a spreadsheet of values', () => {
    expect(unfillablePlaceholders(['nome', 'link', 'empresa', 'prazo', 'email'], false)).toEqual([
      'link',
      'prazo',
    ]);
    expect(unfillablePlaceholders(['nome', 'link', 'valor'], true)).toEqual([]);
    expect(COMPANY_PLACEHOLDERS.every((name) => RECIPIENT_PLACEHOLDERS.includes(name))).toBe(true);
  });
});

describe('the columns a recipients spreadsheet lacks', () => {
  const mapping = (
    email: string | null,
    phone: string | null,
    parameters: Record<string, string | null> = {},
  ) => ({
    contact: { email, phone, name: null },
    parameters,
  });
  it('needs the plan’s contact column and a column per placeholder but the company’s', () => {
    expect(missingRecipientColumns('email', mapping(null, 'celular'))).toEqual([
      { field: 'columns/email', code: 'required' },
    ]);
    expect(missingRecipientColumns('whatsapp', mapping('email', null))).toEqual([
      { field: 'columns/phone', code: 'required' },
    ]);
    expect(missingRecipientColumns('whatsapp_email_fallback', mapping('email', null))).toEqual([]);
    expect(missingRecipientColumns('whatsapp_email_fallback', mapping(null, null))).toEqual([
      { field: 'columns/phone', code: 'required' },
    ]);
    expect(
      missingRecipientColumns('email', mapping('email', null, { prazo: null, empresa: null, link: 'Link' })),
    ).toEqual([{ field: 'columns/parameters/prazo', code: 'required', params: { name: 'prazo' } }]);
  });
});

describe('the value columns of a parameterizable spreadsheet', () => {
  it('are the template’s placeholders but the contact’s and the company’s, in order', () => {
    expect(valueColumnPlaceholders(['nome', 'votacao', 'empresa', 'prazo', 'email', 'link'])).toEqual([
      'votacao',
      'prazo',
      'link',
    ]);
    expect(valueColumnPlaceholders(['nome', 'empresa'])).toEqual([]);
  });
});
