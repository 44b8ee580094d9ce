import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../src/audit/canonical-json.ts';

describe('canonicalJson', () => {
  it('sorts keys by code unit at every depth and writes no whitespace', () => {
    const value = { b: 1, a: { z: [3, { y: true, x: null }], é: 'e', B: 'upper' }, _: 'x' };
    expect(canonicalJson(value)).toBe(
      '{"_":"x","a":{"B":"upper","z":[3,{"x":null,"y":true}],"é":"e"},"b":1}',
    );
  });

  it('gives one text whatever the insertion order, and survives a JSON round trip', () => {
    const one = {
      deadline: { old: '2026-03-01T12:00:00.000Z', new: '2026-03-08T12:00:00.000Z' },
      reason: 'pedido',
    };
    const other = {
      reason: 'pedido',
      deadline: { new: '2026-03-08T12:00:00.000Z', old: '2026-03-01T12:00:00.000Z' },
    };
    expect(canonicalJson(one)).toBe(canonicalJson(other));
    expect(canonicalJson(JSON.parse(JSON.stringify(one)))).toBe(canonicalJson(one));
  });

  it('normalizes strings and keys to NFC', () => {
    const decomposed = { 'Jose\u0301': 'Conceic\u0327a\u0303o' };
    const composed = { José: 'Conceição' };
    expect(canonicalJson(decomposed)).toBe(canonicalJson(composed));
    expect(canonicalJson(decomposed)).toBe('{"José":"Conceição"}');
  });

  it('refuses two keys that are equal once normalized', () => {
    expect(() => canonicalJson({ 'Jose\u0301': 1, José: 2 })).toThrow(TypeError);
  });

  it('writes numbers as JSON does and keeps decimal strings as they are', () => {
    expect(canonicalJson([0.1, -0, 1e21, 123, '1234.500000'])).toBe('[0.1,0,1e+21,123,"1234.500000"]');
  });

  it('escapes quotes, backslashes and control characters like JSON.stringify', () => {
    expect(canonicalJson('a"b\\c\nd\u0001')).toBe('"a\\"b\\\\c\\nd\\u0001"');
  });

  it('leaves out properties that are undefined, as jsonb storage does', () => {
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
  });

  it.each([
    ['NaN', { n: Number.NaN }],
    ['Infinity', [Number.POSITIVE_INFINITY]],
    ['a Date', { at: new Date(0) }],
    ['a bigint', { weight: 10n }],
    ['a Map', new Map()],
    ['undefined in an array', [undefined]],
    ['a function', { f: () => 1 }],
    ['undefined itself', undefined],
  ])('throws a TypeError for %s', (_name, value) => {
    expect(() => canonicalJson(value)).toThrow(TypeError);
  });

  it('accepts objects without a prototype', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { b: 1, a: 2 });
    expect(canonicalJson(bare)).toBe('{"a":2,"b":1}');
  });
});
