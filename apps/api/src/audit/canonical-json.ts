// Canonical JSON: one byte sequence per value, so that a hash over it survives a round trip through PostgreSQL
// (jsonb reorders keys and drops whitespace), through JSON.parse/JSON.stringify, and through software that
// normalizes Unicode.
//
// - Object keys sorted by UTF-16 code units (JavaScript's default sort, as in RFC 8785); properties whose value is
//   `undefined` are left out, as JSON.stringify and jsonb do.
// - No whitespace between tokens.
// - Strings (values and keys) in Unicode NFC: "José" typed as J-o-s-e + U+0301 and as J-o-s-é hash alike. Escapes
//   are JSON.stringify's (", \ and control characters; everything else written as itself).
// - Numbers as JSON.stringify writes them (shortest round-trip form; -0 is 0). Only finite numbers are accepted.
//   Quantities that must be exact (weights, quotas, money) travel as decimal strings, never as numbers.
// - Only JSON values are accepted: null, booleans, numbers, strings, arrays and plain objects. Anything else (a
//   Date, a Map, a bigint, undefined inside an array, a class instance) throws a TypeError instead of being
//   silently converted, because a value that does not survive storage would break verification later.

export type JsonValue =
  null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

export function canonicalJson(value: unknown): string {
  return write(value, '$');
}

function write(value: unknown, path: string): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: ${path} is not a finite number`);
      return JSON.stringify(value);
    case 'string':
      return JSON.stringify(value.normalize('NFC'));
    case 'object':
      if (Array.isArray(value)) return writeArray(value, path);
      if (isPlainObject(value)) return writeObject(value, path);
      throw new TypeError(`canonicalJson: ${path} is not a plain object (${describe(value)})`);
    default:
      throw new TypeError(`canonicalJson: ${path} is ${typeof value}, not a JSON value`);
  }
}

function writeArray(items: readonly unknown[], path: string): string {
  const parts: string[] = [];
  for (let index = 0; index < items.length; index++) parts.push(write(items[index], `${path}[${index}]`));
  return `[${parts.join(',')}]`;
}

function writeObject(object: Record<string, unknown>, path: string): string {
  const entries = new Map<string, unknown>();
  for (const [key, item] of Object.entries(object)) {
    if (item === undefined) continue;
    const normalized = key.normalize('NFC');
    if (entries.has(normalized)) {
      throw new TypeError(
        `canonicalJson: ${path} has two keys that are the same once normalized (${normalized})`,
      );
    }
    entries.set(normalized, item);
  }
  const keys = [...entries.keys()].sort();
  const parts = keys.map((key) => `${JSON.stringify(key)}:${write(entries.get(key), `${path}.${key}`)}`);
  return `{${parts.join(',')}}`;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function describe(value: object): string {
  return value.constructor?.name ?? 'unknown';
}
