import { describe, expect, it } from 'vitest';
import { createAjv, MULTILINE, typesOf, withTextRules } from '@backoffice/contract';
import type { JsonSchema } from '@backoffice/contract';
import { contract } from './support/contract-check.ts';

// The contract's input limits (openapi/openapi.yaml, info.description "Input limits"), for every operation — a new
// operation or field is held to them by being in the contract: every string a request may carry (path, query, body)
// is bounded (maxLength, or an enum/const), every number has a minimum and a maximum, every list a maxItems, every
// object names its fields (additionalProperties: false). And the text rule the validation layer adds to each string.

/** Every rule a request schema breaks, each as "<where>: <what>". */
function limitViolations(schema: JsonSchema | undefined, where: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const out: string[] = [];
  const types = typesOf(schema);
  const bounded = schema.enum !== undefined || schema.const !== undefined;
  if (types.length === 0 && !bounded && !['oneOf', 'anyOf', 'allOf'].some((k) => k in schema))
    out.push(`${where}: no type`);
  if (types.includes('string') && !bounded && typeof schema.maxLength !== 'number')
    out.push(`${where}: a string without maxLength`);
  if ((types.includes('integer') || types.includes('number')) && !bounded) {
    if (typeof schema.maximum !== 'number') out.push(`${where}: a number without maximum`);
    if (typeof schema.minimum !== 'number') out.push(`${where}: a number without minimum`);
  }
  if (types.includes('array') && typeof schema.maxItems !== 'number')
    out.push(`${where}: a list without maxItems`);
  if (types.includes('object') && schema.additionalProperties !== false)
    out.push(`${where}: an object that takes any field (additionalProperties is not false)`);
  if (schema[MULTILINE] !== undefined && !types.includes('string'))
    out.push(`${where}: ${MULTILINE} on something that is not a string`);
  for (const [name, sub] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>))
    out.push(...limitViolations(sub, `${where}.${name}`));
  if (schema.items) out.push(...limitViolations(schema.items as JsonSchema, `${where}[]`));
  for (const keyword of ['oneOf', 'anyOf', 'allOf'])
    ((schema[keyword] ?? []) as JsonSchema[]).forEach((sub, i) =>
      out.push(...limitViolations(sub, `${where}(${keyword} ${i})`)),
    );
  return out;
}

/**
 * Bodies in another service's format, which it extends over time: checked by the sender's signature of their raw
 * bytes and bounded by size (413 past SIGNED_BODY_MAX_BYTES), read leniently — a field Meta adds must not turn its
 * webhook into 400s (Meta would retry, then switch the webhook off).
 */
const FOREIGN_BODIES = new Set(['receiveWhatsappWebhook']);

describe('the input limits of every operation of the contract', () => {
  it.each(contract.operations.map((op) => [op.operationId, op] as const))(
    '%s: every string, number and list of its request is bounded',
    (_id, operation) => {
      const violations = [
        ...operation.parameters.flatMap((p) => limitViolations(p.schema, `${p.in} ${p.name}`)),
        ...(FOREIGN_BODIES.has(operation.operationId)
          ? []
          : limitViolations(operation.requestBodySchema, 'body')),
      ];
      expect(violations).toEqual([]);
    },
  );

  it('finds a new unbounded string, number, list or open object (the check can fail)', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        count: { type: 'integer', minimum: 0 },
        ids: { type: 'array', items: { type: 'string', format: 'uuid' } },
        nested: { type: 'object', properties: { kind: { type: 'string', enum: ['a', 'b'] } } },
        either: {
          oneOf: [
            { type: 'string', maxLength: 3 },
            { type: 'number', minimum: 0 },
          ],
        },
      },
    };
    expect(limitViolations(schema, 'body')).toEqual([
      'body: an object that takes any field (additionalProperties is not false)',
      'body.name: a string without maxLength',
      'body.count: a number without maximum',
      'body.ids: a list without maxItems',
      'body.ids[]: a string without maxLength',
      'body.nested: an object that takes any field (additionalProperties is not false)',
      'body.either(oneOf 1): a number without maximum',
    ]);
  });
});

describe('the text rule the validation layer gives every string of a request', () => {
  const ajv = createAjv({ coerce: false });
  const validate = ajv.compile(
    withTextRules({
      type: 'object',
      properties: {
        title: { type: 'string', maxLength: 100 },
        body: { type: 'string', maxLength: 100, [MULTILINE]: true },
        tags: { type: 'array', maxItems: 3, items: { type: ['string', 'null'], maxLength: 10 } },
        approver: { oneOf: [{ type: 'null' }, { type: 'object', properties: { name: { type: 'string' } } }] },
      },
    }),
  );
  const codes = (data: unknown) => (validate(data) ? [] : validate.errors!.map((e) => e.keyword));

  it.each([
    ['NUL', '\u0000'],
    ['a line feed', 'a\nb'],
    ['a tab', 'a\tb'],
    ['escape', '\u001b[31m'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
  ])('refuses %s in a single-line field, in lists and in nested objects', (_label, text) => {
    expect(codes({ title: text })).toEqual(['controlCharacters']);
    expect(codes({ tags: ['ok', text] })).toEqual(['controlCharacters']);
    expect(codes({ approver: { name: text } })).toContain('controlCharacters');
  });

  it('takes tab, line feed and carriage return in a multi-line field, and no other control character', () => {
    expect(codes({ body: 'linha 1\r\n\tlinha 2\n' })).toEqual([]);
    expect(codes({ body: 'a\u0000b' })).toEqual(['controlCharacters']);
    expect(codes({ body: 'a\u000bb' })).toEqual(['controlCharacters']);
    expect(codes({ body: 'a\u009fb' })).toEqual(['controlCharacters']);
  });

  it('takes ordinary text in every script, and null where the schema does', () => {
    expect(codes({ title: 'Assembleia — 2º trimestre ✓ مرحبا 你好 😀', tags: [null, 'ação'] })).toEqual([]);
  });
});
