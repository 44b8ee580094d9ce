import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemCode } from '@backoffice/api-client';
import { createAjv } from '@backoffice/contract';
import type { ContractOperation, JsonSchema } from '@backoffice/contract';
import { fileUploadLimit } from '../src/http/binary-bodies.ts';
import { requestSchemasOf } from '@backoffice/contract';
import { problemBody } from '../src/http/problem.ts';
import type { AppDatabase } from '../src/index.ts';
import { contract, expectMatchesContract } from './support/contract-check.ts';
import { useApi, type ApiHarness } from './support/harness.ts';
import {
  bodyOf,
  buildUrl,
  isPortal,
  pathValuesOf,
  PORTAL_SESSION,
  requiredQueryOf,
} from './support/operation-requests.ts';
import { BACKENDS } from './support/test-database.ts';
import { callerEmail, seedTenancyFixture } from './support/tenancy-fixture.ts';

// The contract-driven fuzz suite (issue 15 §3). For EVERY operation of openapi/openapi.yaml, starting from the valid
// request the tenancy fixture fills (support/operation-requests.ts), every path and query parameter and every body
// field — nested objects and list items included — gets bad values one at a time: NUL and other control characters,
// 100,000-character strings, numbers past 2^63, wrong types, empty and missing values, invalid UUIDs; the body as a
// whole gets malformed, empty, oversized and mistyped payloads; a file upload gets garbage bytes and wrong types.
//
// Every answer must be below 500; every refusal a problem+json body the contract declares, whose title is the pt-BR
// text of its code (what a screen shows) and, for validation_failed, a pt-BR detail; and a refusal writes nothing —
// the whole database (every table, every company) and the file storage are the same before and after, and no e-mail
// left. Which values are bad is the server's own request schema (requestSchemasOf: the contract plus the text rule):
// a value the contract refuses must be refused (4xx); a value it takes (an unknown but well-formed id, a CSV of
// garbage, which the import explains row by row) may be accepted, and the fixture is then written again.
//
// A new operation joins by being in the contract; one the fixture cannot fill (a path parameter without a row, a
// required query without a value, a body without an example) fails here, as it does in the tenancy suite.

const ajvCoercing = createAjv({ coerce: true });
const ajvStrict = createAjv({ coerce: false });

/** Requests in flight at once (refusals only: they write nothing, so their order does not matter). */
const CONCURRENTLY = 8;
const BIG = '9223372036854775808'; // 2^63
const NEGATIVE_BIG = '-9223372036854775809';
const LONG = 100_000;
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
/** A placeholder for a raw JSON number no JavaScript number can hold (2^63 and past): replaced after stringify. */
const RAW = (text: string) => `\u0000raw:${text}\u0000`;
const unraw = (json: string) => json.replace(/"\\u0000raw:([^\\"]*)\\u0000"/g, '$1');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface FuzzCase {
  /** What was sent where, e.g. `body.items/0/title: NUL`. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The contract refuses it: the answer must be a 4xx. Otherwise it may also be accepted. */
  mustRefuse: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Bad values

const LONG_LABEL = `${LONG.toLocaleString('en')} characters`;

/** Control characters in text: NUL (which PostgreSQL cannot store), another C0, a line break, DEL and C1. */
function controlValues(valid: string): [string, string][] {
  return [
    ['NUL inside', `${valid}\u0000`],
    ['NUL alone', '\u0000'],
    ['escape (C0)', 'a\u001b[31mz'],
    ['a line feed', `${valid}\n`],
    ['a vertical tab', 'a\u000bz'],
    ['DEL and C1', 'a\u007f\u0085\u009fz'],
  ];
}

/** Values for a path segment: control characters, too long, a huge number, empty, malformed, unknown ids. */
function pathValues(valid: string): [string, string][] {
  return [
    ...controlValues(valid),
    [LONG_LABEL, 'a'.repeat(LONG)],
    ['a number past 2^63', BIG],
    ['empty', ''],
    ['an invalid UUID', 'not-a-uuid'],
    ['an almost-UUID', `${UNKNOWN_UUID.slice(0, -1)}g`],
    ['a path traversal', '../../etc/passwd'],
    // Well-formed but unknown (the contract takes one of them, and the server answers 404).
    ['an unknown UUID', UNKNOWN_UUID],
    ['an unknown file key', `${UNKNOWN_UUID}.png`],
    ['an unknown link token', 'A'.repeat(43)],
  ];
}

/** Values for a query parameter: text and numbers out of range, wrong types, empty. */
function queryValues(valid: string): [string, string][] {
  return [
    ...controlValues(valid),
    [LONG_LABEL, 'a'.repeat(LONG)],
    ['a number past 2^63', BIG],
    ['a number below -2^63', NEGATIVE_BIG],
    ['a fraction', '1.5'],
    ['a negative number', '-1'],
    ['a word', 'abc'],
    ['empty', ''],
  ];
}

/** Values for one JSON field, by its type: text rules, sizes, numbers past 2^63, wrong types, empty. */
function jsonValues(current: Json | undefined, schema: JsonSchema): [string, Json][] {
  const types = typesOf(schema);
  const wrongTypes: [string, Json][] = [
    ['the number 2^63', RAW(BIG)],
    ['true', true],
    ['an object', { a: 1 }],
    ['a list', ['x']],
    ['null', null],
  ];
  if (types.includes('string') || schema.enum) {
    const valid = typeof current === 'string' ? current : 'x';
    const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 0;
    const long = 'a'.repeat(Math.max(LONG, maxLength + 1));
    return [
      ...controlValues(valid),
      [`${long.length.toLocaleString('en')} characters`, long],
      ['empty', ''],
      ['an invalid UUID', 'not-a-uuid'],
      ['an impossible date', '2026-02-30T25:61:00Z'],
      ...wrongTypes,
    ];
  }
  if (types.includes('integer') || types.includes('number'))
    return [
      ['the number -2^63-1', RAW(NEGATIVE_BIG)],
      ['the number 1e400', RAW('1e400')],
      ['the number 1.5', 1.5],
      ['the number -1', -1],
      ['a numeric string', '1'],
      ...wrongTypes,
    ];
  if (types.includes('array')) return [['an empty list', []], ['text', 'x'], ...wrongTypes];
  if (types.includes('object') || schema.oneOf || schema.anyOf)
    return [['an empty object', {}], ['text', 'x'], ...wrongTypes];
  return [['text', 'x'], ...wrongTypes]; // booleans
}

// ---------------------------------------------------------------------------------------------------------------
// The body's fields

interface Field {
  path: (string | number)[];
  schema: JsonSchema;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (schema: JsonSchema) => [schema.type ?? []].flat() as string[];

/** A valid-looking value of a schema, for a field the example leaves out (an optional object, a list's item). */
function sample(schema: JsonSchema): Json {
  if (schema.default !== undefined) return schema.default as Json;
  const branches = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (branches) return sample(branches.find((b) => !typesOf(b).includes('null')) ?? branches[0]!);
  const types = typesOf(schema).filter((t) => t !== 'null');
  if (schema.enum) return (schema.enum as Json[])[0]!;
  switch (types[0]) {
    case 'object':
      return Object.fromEntries(
        ((schema.required ?? []) as string[]).map((name) => [
          name,
          sample((schema.properties as Record<string, JsonSchema>)[name]!),
        ]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return (schema.minimum as number | undefined) ?? 0;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return UNKNOWN_UUID;
      if (schema.format === 'email') return 'fuzz@example.test';
      if (schema.format === 'date-time') return '2036-01-01T12:00:00.000Z';
      return 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
    default:
      return null;
  }
}

/** The object branch of a schema (itself, or its oneOf/anyOf branch that is an object), if any. */
function objectBranch(schema: JsonSchema): JsonSchema | undefined {
  if (typesOf(schema).includes('object')) return schema;
  const branches = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  return branches?.find((b) => typesOf(b).includes('object'));
}

/**
 * Every field of a body schema, depth first, with the base body completed so that each has a valid-looking value
 * to start from (the example's, else a sample): properties of objects (also under oneOf/anyOf) and a list's first item.
 */
function fieldsOf(schema: JsonSchema, base: Json, path: Field['path'] = []): Field[] {
  const fields: Field[] = [];
  const object = objectBranch(schema);
  if (object && isObject(base)) {
    for (const [name, sub] of Object.entries((object.properties ?? {}) as Record<string, JsonSchema>)) {
      fields.push({ path: [...path, name], schema: sub });
      const value = (base as Record<string, Json>)[name];
      const child = objectBranch(sub) || typesOf(sub).includes('array') ? value : undefined;
      if (child !== undefined && child !== null) fields.push(...fieldsOf(sub, child, [...path, name]));
      else if (objectBranch(sub) && value === null) {
        // A nullable object the example leaves null (an approver): its fields, from a sample of it.
        fields.push(...fieldsOf(sub, sample(objectBranch(sub)!), [...path, name]));
      }
    }
  }
  if (typesOf(schema).includes('array') && Array.isArray(base)) {
    const items = schema.items as JsonSchema | undefined;
    if (items) {
      fields.push({ path: [...path, 0], schema: items });
      fields.push(...fieldsOf(items, base[0] ?? sample(items), [...path, 0]));
    }
  }
  return fields;
}

/** The base body with the values along `path` filled in (a left-out optional object or list item, sampled). */
function withPath(base: Json, schema: JsonSchema, path: Field['path']): Json {
  const copy = structuredClone(base);
  let node: Json = copy;
  let nodeSchema: JsonSchema = schema;
  for (const key of path.slice(0, -1)) {
    const object = objectBranch(nodeSchema);
    const sub: JsonSchema =
      typeof key === 'number'
        ? (nodeSchema.items as JsonSchema)
        : ((object?.properties as Record<string, JsonSchema>)[key] as JsonSchema);
    const holder = node as Record<string | number, Json>;
    if (holder[key] === undefined || holder[key] === null) holder[key] = sample(sub);
    node = holder[key]!;
    nodeSchema = sub;
  }
  return copy;
}

function setAt(body: Json, path: Field['path'], value: Json | undefined): Json {
  const copy = structuredClone(body);
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

// ---------------------------------------------------------------------------------------------------------------
// The cases of an operation

const validators = new Map<object, ReturnType<typeof ajvStrict.compile>>();
function refuses(schema: unknown, data: unknown, coerce: boolean): boolean {
  if (!schema) return false;
  let validate = validators.get(schema);
  if (!validate) {
    validate = (coerce ? ajvCoercing : ajvStrict).compile(schema as object);
    validators.set(schema, validate);
  }
  return !validate(structuredClone(data));
}

/** The cases of an operation, and how many values the contract takes were left out (operations that write). */
function casesOf(
  operation: ContractOperation,
  headers: Record<string, string>,
): { cases: FuzzCase[]; skipped: number } {
  let skipped = 0;
  const schemas = requestSchemasOf(operation) as {
    params?: JsonSchema;
    querystring?: JsonSchema;
    body?: JsonSchema;
  };
  const path = pathValuesOf(operation, 'own');
  const query = requiredQueryOf(operation);
  const body = bodyOf(operation);
  const method = operation.method.toUpperCase();
  const cases: FuzzCase[] = [];
  const bodyHeaders = body ? { ...headers, 'content-type': body.contentType } : headers;
  const request = (
    label: string,
    url: string,
    mustRefuse: boolean,
    payload: string | Buffer | undefined = body?.payload,
    extraHeaders: Record<string, string> = bodyHeaders,
  ) => cases.push({ label, method, url, headers: extraHeaders, mustRefuse, payload });
  /** A query or body value the contract takes is no bad input: kept where it cannot write (GET) only. */
  const requestIfBad = (label: string, url: string, mustRefuse: boolean, payload?: string) => {
    if (mustRefuse || method === 'GET') request(label, url, mustRefuse, payload ?? body?.payload);
    else skipped++;
  };

  // The credentials: a garbage token or voter session cookie is a 401, whatever else the request says.
  const url0 = buildUrl(operation, path, query);
  if (operation.caller === 'user')
    for (const [label, token] of [
      ['not a JWT', 'abc.def.ghi'],
      [LONG_LABEL, 'a'.repeat(LONG)],
    ])
      request(`token: ${label}`, url0, true, body?.payload, {
        ...bodyHeaders,
        authorization: `Bearer ${token}`,
      });
  if (operation.caller === 'voter')
    for (const [label, cookie] of [
      ['malformed', '%00%ff'],
      [LONG_LABEL, 'a'.repeat(LONG)],
    ])
      request(`session cookie: ${label}`, url0, true, body?.payload, {
        ...bodyHeaders,
        cookie: `voter_session=${cookie}`,
      });

  // Path parameters.
  for (const name of Object.keys(path)) {
    for (const [label, value] of pathValues(path[name]!)) {
      const url = buildUrl(operation, { ...path, [name]: value }, query);
      request(`path ${name}: ${label}`, url, refuses(schemas.params, { ...path, [name]: value }, true));
    }
  }

  // Query parameters (each declared one; a required one also missing, or given twice).
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    const name = parameter.name;
    const valid = query[name] ?? 'x';
    const variants: [string, Record<string, string | string[]>][] = [
      ...queryValues(valid).map(([label, value]): [string, Record<string, string>] => [
        label,
        { ...query, [name]: value },
      ]),
      ['given twice', { ...query, [name]: [valid, `${valid}2`] }],
    ];
    if (parameter.required) {
      const { [name]: _gone, ...rest } = query;
      variants.push(['missing', rest]);
    }
    for (const [label, values] of variants) {
      const search = Object.entries(values).flatMap(([key, value]) =>
        [value].flat().map((v) => `${key}=${encodeURIComponent(v)}`),
      );
      const url = `${buildUrl(operation, path, {})}${search.length ? `?${search.join('&')}` : ''}`;
      requestIfBad(`query ${name}: ${label}`, url, refuses(schemas.querystring, values, true));
    }
  }

  const url = buildUrl(operation, path, query);
  if (body?.contentType === 'application/json' && schemas.body) {
    const example = JSON.parse(body.payload as string) as Json;
    const jsonCase = (label: string, data: Json) => {
      const text = unraw(JSON.stringify(data));
      requestIfBad(label, url, refuses(schemas.body, JSON.parse(text), false), text);
    };

    // Every field: bad values, and missing.
    for (const field of fieldsOf(schemas.body, example)) {
      const base = withPath(example, schemas.body, field.path);
      const where = `body ${field.path.join('/')}`;
      const current = field.path.reduce<Json | undefined>(
        (node, key) => (node as Record<string | number, Json> | undefined)?.[key],
        base,
      );
      for (const [label, value] of jsonValues(current, field.schema))
        jsonCase(`${where}: ${label}`, setAt(base, field.path, value));
      if (typeof field.path[field.path.length - 1] === 'string')
        jsonCase(`${where}: missing`, setAt(base, field.path, undefined));
      if (objectBranch(field.schema) && isObject(current))
        jsonCase(
          `${where}: an unknown field with NUL in its name`,
          setAt(base, [...field.path, 'x\u0000y'], 1),
        );
    }
    jsonCase('body: an unknown field', { ...(example as object), ['z'.repeat(1000)]: '\u0000' });

    // The body as a whole.
    const json = { ...headers, 'content-type': 'application/json' };
    const raw = (label: string, payload: string | Buffer, h: Record<string, string> = json) =>
      request(`body: ${label}`, url, true, payload, h);
    raw('none', '', headers);
    raw('empty, declared as JSON', '');
    for (const text of ['null', '[]', '"texto"', '0', BIG, 'true']) raw(`the JSON ${text}`, text);
    raw('malformed JSON', '{"a":');
    raw('a NUL byte', Buffer.from([0]));
    raw('invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]));
    raw('a prototype key', '{"__proto__":{"isAdmin":true}}');
    raw('a constructor prototype', '{"constructor":{"prototype":{"isAdmin":true}}}');
    raw('nested 100,000 deep', `${'['.repeat(LONG)}${']'.repeat(LONG)}`);
    raw('2 MB', JSON.stringify({ ...(example as object), padding: 'a'.repeat(2 * 1024 * 1024) }));
    raw('as text/plain', body.payload as string, { ...headers, 'content-type': 'text/plain' });
    raw('as a form', 'a=1', { ...headers, 'content-type': 'application/x-www-form-urlencoded' });
  } else if (body?.contentType === 'application/x-www-form-urlencoded') {
    // A form (the one-click unsubscribe): its fields are not needed; one too large is refused before it is read.
    const form = { ...headers, 'content-type': body.contentType };
    request('form: 5 KB', url, true, `List-Unsubscribe=${'x'.repeat(5 * 1024)}`, form);
    request('form: broken escapes', url, true, '%E0%A4%A=%%', form);
    request('form: as JSON', url, true, '{"List-Unsubscribe":"One-Click"}', {
      ...headers,
      'content-type': 'application/json',
    });
  } else if (body) {
    // A file upload: garbage bytes, wrong or missing types, too large. A CSV of garbage is taken and explained.
    const fileCase = (label: string, payload: Buffer, contentType: string | undefined, mustRefuse: boolean) =>
      request(`file: ${label}`, url, mustRefuse, payload, {
        ...headers,
        ...(contentType ? { 'content-type': contentType } : {}),
      });
    const isCsv = body.contentType === 'text/csv';
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
    fileCase('no content type', body.payload as Buffer, undefined, true);
    fileCase('as application/json', Buffer.from('{}'), 'application/json', true);
    fileCase('as image/gif', body.payload as Buffer, 'image/gif', true);
    fileCase('as image/svg+xml', Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml', true);
    fileCase('garbage bytes', garbage, body.contentType, !isCsv);
    fileCase('empty', Buffer.alloc(0), body.contentType, !isCsv);
    fileCase('only NUL bytes', Buffer.alloc(1024), body.contentType, !isCsv);
    fileCase(
      'one byte past the limit',
      Buffer.alloc(uploadLimitOf(operation) + 1, 0x41),
      body.contentType,
      true,
    );
    if (isCsv) {
      const csv = (text: string) => Buffer.from(text, 'utf8');
      fileCase(
        'NUL in every cell',
        csv('nome;cpf;email\r\n\u0000;\u0000;\u0000\r\nA\u0000na;529\u000098224725;a\u0000@b.c\r\n'),
        body.contentType,
        false,
      );
      fileCase(
        'control characters in cells',
        csv('nome;cpf;email\r\nA\u0001na\u001b[31m;52998224725;ana\u007f@example.test\r\n'),
        body.contentType,
        false,
      );
      fileCase(
        'invalid UTF-8',
        Buffer.concat([
          csv('nome;cpf;email\r\n'),
          Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0x3b, 0xa0, 0xa1]),
          csv('\r\n'),
        ]),
        body.contentType,
        false,
      );
      fileCase(
        'UTF-16 with a BOM',
        Buffer.concat([
          Buffer.from([0xff, 0xfe]),
          Buffer.from('nome;cpf;email\r\nAna;52998224725;a@b.c\r\n', 'utf16le'),
        ]),
        body.contentType,
        false,
      );
      fileCase(
        'a line of 100,000 characters',
        csv(`nome;cpf;email\r\n${'a'.repeat(LONG)};52998224725;a@b.c\r\n`),
        body.contentType,
        false,
      );
      fileCase(
        '100,000 columns',
        csv(`${';'.repeat(LONG)}\r\n${';'.repeat(LONG)}\r\n`),
        body.contentType,
        false,
      );
      fileCase(
        'an unclosed quote',
        csv('nome;cpf;email\r\n"Ana;52998224725;a@b.c\r\n'),
        body.contentType,
        false,
      );
      fileCase('a header only', csv('nome;cpf;email\r\n'), body.contentType, false);
      fileCase(
        'numbers past 2^63',
        csv(`nome;cpf;email;peso\r\nAna;${BIG}${BIG};a@b.c;${BIG}${BIG}\r\n`),
        body.contentType,
        false,
      );
      fileCase(
        'a PNG',
        body.payload === undefined ? garbage : Buffer.from('89504e470d0a1a0a0000', 'hex'),
        body.contentType,
        false,
      );
    } else {
      const magic = body.contentType === 'application/pdf' ? '%PDF-' : '\u0089PNG\r\n\u001a\n';
      fileCase(
        'the magic number, then garbage',
        Buffer.concat([Buffer.from(magic, 'latin1'), garbage]),
        body.contentType,
        false,
      );
      fileCase('a PDF declared as PNG', Buffer.from('%PDF-1.4\n%%EOF\n'), 'image/png', true);
    }
  }
  return { cases, skipped };
}

function uploadLimitOf(operation: ContractOperation): number {
  const limit = fileUploadLimit(operation.operationId);
  if (limit === undefined)
    throw new Error(`${operation.operationId}: a file upload missing from http/binary-bodies.ts`);
  return limit;
}

// ---------------------------------------------------------------------------------------------------------------
// Nothing written: every table of the database (read as its owner: every company), the stored files, the e-mails

/**
 * Tables that count requests rather than hold data: the public endpoints' rate limits count every try, refused or not
 * (http/rate-limits.ts) — that is their job.
 */
const BOOKKEEPING = new Set(['rate_limit_counters']);

/**
 * Columns a request touches by being made, not by what it asks: a voter's session is renewed by every call made with
 * it (30 minutes idle), refused or not, as a signed-in user's activity keeps them signed in.
 */
const TOUCHED_ON_USE: Record<string, string[]> = { voter_sessions: ['last_used_at', 'expires_at'] };

async function tablesOf(database: AppDatabase): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(database.db);
  return rows.map((row) => row.name).filter((name) => !name.startsWith('kysely_') && !BOOKKEEPING.has(name));
}

async function snapshot(api: ApiHarness, tables: string[]): Promise<Record<string, string>> {
  const parts = tables.map((table) => {
    const row = sql.raw(
      `(to_jsonb(t) - array[${(TOUCHED_ON_USE[table] ?? []).map((c) => `'${c}'`).join(',')}]::text[])::text`,
    );
    return sql`select ${table}::text as name, count(*)::text || ':' || coalesce(md5(string_agg(${row}, '|' order by ${row})), '') as digest from ${sql.table(table)} t`;
  });
  const { rows } = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` union all `)}`.execute(
    api.database.db,
  );
  const state: Record<string, string> = Object.fromEntries(rows.map((row) => [row.name, row.digest]));
  state['(files)'] = api.fileStorage.keys().sort().join(',');
  state['(e-mails)'] = String(api.mailer.attempts.length);
  return state;
}

function changed(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((key) => before[key] !== after[key]);
}

// ---------------------------------------------------------------------------------------------------------------
// The answer

const PROBLEM_CODES = (contract.schema('ProblemCode').enum ?? []) as string[];
/** The pt-BR details of validation_failed (src/http/validation-messages.ts). */
const PT_VALIDATION_DETAIL =
  /^(Requisição inválida: |O corpo da requisição |Tipo de conteúdo |O tamanho declarado |O endereço da requisição |A requisição não pôde)/;

/** A message without its 100,000-character runs. */
const elide = (text: string) => text.replace(/([^\s/?&=]{60})[^\s/?&=]{20,}/g, '$1…');

/** What is wrong with an answer, or undefined when it is right. */
function answerProblems(fuzz: FuzzCase, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  const body = response.body.slice(0, 300);
  if (status >= 500) return `${status} ${body}`;
  if (fuzz.mustRefuse && status < 400)
    return `the contract refuses it, the server answered ${status} ${body}`;
  try {
    expectMatchesContract(fuzz.method, fuzz.url, response);
  } catch (error) {
    return `not as the contract declares: ${(error as Error).message.slice(0, 400)}`;
  }
  if (status < 400) return undefined;
  const problem = response.json<{ code: ProblemCode; title: string; detail?: string }>();
  if (!PROBLEM_CODES.includes(problem.code)) return `unknown problem code ${problem.code}`;
  if (problem.title !== problemBody(problem.code).title)
    return `title ${problem.title} is not the pt-BR text of ${problem.code}`;
  if (problem.code === 'validation_failed' && !PT_VALIDATION_DETAIL.test(problem.detail ?? ''))
    return `validation_failed without a pt-BR detail: ${problem.detail}`;
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * A value the contract refuses is refused by the validation layer (or Fastify, or the token check) before any handler
 * or statement of the operation runs: the same code whatever the database, so those cases run on PostgreSQL, the
 * production backend, only. The cases the contract may accept reach the handlers and the database: both backends.
 */
const onlyTheAcceptable = (backend: (typeof BACKENDS)[number]) => backend === 'pglite';

describe.each(BACKENDS)('contract fuzz on %s: bad input to every operation is a clear 4xx', (backend) => {
  const api = useApi(backend);
  const total = { cases: 0, refused: 0, accepted: 0, skipped: 0, byStatus: new Map<number, number>() };
  const time = { requests: 0, snapshots: 0, reseeds: 0 };
  let tables: string[] = [];
  let started = 0;

  beforeAll(async () => {
    started = performance.now();
    await seedTenancyFixture(api.database, api.fileStorage, api.identityGateway.users);
    tables = await tablesOf(api.database);
  });

  afterAll(() => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const statuses = [...total.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `contract fuzz on ${backend}: ${contract.operations.length} operations, ${total.cases} cases in ${seconds} s — ` +
        `${total.refused} refused, ${total.accepted} accepted (${total.skipped} values the contract takes left out), ` +
        `${[...total.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)} × 5xx (${statuses.join(', ')}); ` +
        `request time ${(time.requests / 1000).toFixed(1)} s (${CONCURRENTLY} in flight), snapshots ${(time.snapshots / 1000).toFixed(1)} s, ` +
        `fixture rewrites ${(time.reseeds / 1000).toFixed(1)} s`,
    );
  });

  it.each(contract.operations.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    async (_id, operation) => {
      const token = await api.keys.sign(callerEmail('ADMIN', 'a'));
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        ...(isPortal(operation) ? { cookie: `voter_session=${PORTAL_SESSION.own}` } : {}),
      };
      const { cases: allCases, skipped } = casesOf(operation, headers);
      const cases = allCases.filter((fuzz) => !onlyTheAcceptable(backend) || !fuzz.mustRefuse);
      total.skipped += skipped;
      const failures: string[] = [];
      const timed =
        <A extends unknown[], R>(key: keyof typeof time, run: (...args: A) => Promise<R>) =>
        async (...args: A): Promise<R> => {
          const start = performance.now();
          try {
            return await run(...args);
          } finally {
            time[key] += performance.now() - start;
          }
        };
      const send = timed('requests', (fuzz: FuzzCase) =>
        api.app.inject({
          method: fuzz.method as 'GET',
          url: fuzz.url,
          headers: fuzz.headers,
          ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
        }),
      );
      const reseed = timed('reseeds', () =>
        seedTenancyFixture(api.database, api.fileStorage, api.identityGateway.users),
      );
      const snap = timed('snapshots', () => snapshot(api, tables));

      // A window of refusals is checked with one snapshot before and one after; a case that may be accepted closes
      // the window first. When a window wrote something, its cases run again one by one to name the culprit.
      let window: FuzzCase[] = [];
      let before = await snap();
      const closeWindow = async () => {
        const after = await snap();
        const tablesChanged = changed(before, after);
        if (tablesChanged.length) {
          for (const fuzz of window) {
            await reseed();
            const one = await snap();
            await send(fuzz);
            const wrote = changed(one, await snap());
            if (wrote.length) failures.push(`${fuzz.label}: refused, but wrote ${wrote.join(', ')}`);
          }
          await reseed();
          before = await snap();
        } else before = after;
        window = [];
      };

      const check = (fuzz: FuzzCase, response: LightMyRequestResponse) => {
        const status = response.statusCode;
        total.cases++;
        total.byStatus.set(status, (total.byStatus.get(status) ?? 0) + 1);
        const wrong = answerProblems(fuzz, response);
        if (wrong) failures.push(`${fuzz.label} → ${elide(wrong)}`);
        if (status >= 400) total.refused++;
        else total.accepted++;
        return status;
      };

      // Cases that cannot be accepted with a write (the contract refuses them, or they read) run CONCURRENTLY cases at a
      // time and join the window; one that may be accepted with a write runs alone after the window is checked.
      let index = 0;
      while (index < cases.length) {
        const batch: FuzzCase[] = [];
        while (index < cases.length && (cases[index]!.mustRefuse || cases[index]!.method === 'GET'))
          batch.push(cases[index++]!);
        for (let start = 0; start < batch.length; start += CONCURRENTLY) {
          const chunk = batch.slice(start, start + CONCURRENTLY);
          const responses = await Promise.all(chunk.map(send));
          chunk.forEach((fuzz, i) => {
            const status = check(fuzz, responses[i]!);
            if (status >= 400 || fuzz.method === 'GET') window.push(fuzz);
          });
        }
        if (index >= cases.length) break;
        const fuzz = cases[index++]!;
        if (window.length) await closeWindow();
        const status = check(fuzz, await send(fuzz));
        if (status >= 400) window.push(fuzz);
        else {
          await reseed();
          before = await snap();
        }
      }
      if (window.length) await closeWindow();
      expect(
        allCases.length > 0 || operation.parameters.length + (operation.requestBodySchema ? 1 : 0) === 0,
      ).toBe(true);
      expect(failures, `${failures.length} of ${cases.length} cases`).toEqual([]);
    },
    120_000,
  );
});
