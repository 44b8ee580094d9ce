import { describe, expect, it } from 'vitest';
import {
  metaTemplateName,
  toPositionalTemplate,
  whatsappBodyLength,
  whatsappParameterIssue,
} from './whatsappTemplate.ts';

describe('a template’s WhatsApp text for Meta', () => {
  it('numbers the named placeholders by first use; a name used twice keeps its number', () => {
    expect(
      toPositionalTemplate('Olá {{nome}}, vote em {{votacao}} até {{prazo}}: {{link}}. {{nome}}, obrigado!'),
    ).toEqual({
      body: 'Olá {{1}}, vote em {{2}} até {{3}}: {{4}}. {{1}}, obrigado!',
      parameters: ['nome', 'votacao', 'prazo', 'link'],
    });
    expect(toPositionalTemplate('Sem variáveis.')).toEqual({ body: 'Sem variáveis.', parameters: [] });
  });

  it('refuses the values Meta refuses: empty, a line break or tab, more than four spaces in a row', () => {
    expect(whatsappParameterIssue('Maria da Silva')).toBeNull();
    expect(whatsappParameterIssue('a    b')).toBeNull();
    expect(whatsappParameterIssue('  ')).toBe('parameter_empty');
    expect(whatsappParameterIssue('linha\noutra')).toBe('parameter_line_break');
    expect(whatsappParameterIssue('tab\there')).toBe('parameter_line_break');
    expect(whatsappParameterIssue('a     b')).toBe('parameter_spaces');
  });

  it('counts a message’s characters with its values in, by code point (an emoji is one, not two UTF-16 units)', () => {
    expect(whatsappBodyLength('Olá {{nome}} 🎉', { nome: 'Ana' })).toBe(9);
  });
});

describe('metaTemplateName', () => {
  it.each([
    ['Convocação AGE 2026', 'convocacao_age_2026'],
    ['  Aviso -- de pagamento! ', 'aviso_de_pagamento'],
    ['ÇÃÕ', 'cao'],
    ['!!!', 'modelo'],
  ])('%s → %s', (name, expected) => {
    expect(metaTemplateName(name)).toBe(expected);
  });
});
