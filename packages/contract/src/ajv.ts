import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';

// ajv-formats is CommonJS; under ESM its default export may arrive wrapped.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as unknown as (ajv: Ajv2020) => Ajv2020;

/** OpenAPI keywords that JSON Schema 2020-12 does not know; they annotate, never validate. */
const OPENAPI_ANNOTATIONS = ['example', 'discriminator', 'xml', 'externalDocs'];

/**
 * The contract's text rule (openapi/openapi.yaml, info.description "Text"): no string of a request may carry a control
 * character — C0 (U+0000–U+001F), DEL (U+007F) or C1 (U+0080–U+009F); a field marked `x-multiline: true` (a template
 * body, a description, a reason) also takes tab, line feed and carriage return. A refusal is 400 `validation_failed`
 * with the field's error code `controlCharacters`. PostgreSQL cannot store U+0000 at all (a 500 before this rule).
 */
export const MULTILINE = 'x-multiline';
export const CONTROL_CHARACTERS = 'controlCharacters';
export type TextMode = 'single-line' | 'multiline';
const FORBIDDEN: Record<TextMode, RegExp> = {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  'single-line': /[\u0000-\u001f\u007f-\u009f]/,
  // eslint-disable-next-line no-control-regex -- all but tab (09), line feed (0A) and carriage return (0D)
  multiline: /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/,
};

/** Whether `text` breaks the text rule of a field of this mode. */
export function hasForbiddenControlCharacters(text: string, mode: TextMode): boolean {
  return FORBIDDEN[mode].test(text);
}

/** An Ajv for OpenAPI 3.1 schemas (JSON Schema 2020-12). `coerce` for path/query strings. */
export function createAjv({ coerce }: { coerce: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
  });
  ajv.addVocabulary(OPENAPI_ANNOTATIONS);
  ajv.addKeyword({ keyword: MULTILINE, schemaType: 'boolean' }); // an annotation: withTextRules reads it
  ajv.addKeyword({
    keyword: CONTROL_CHARACTERS,
    type: 'string',
    schemaType: 'string',
    metaSchema: { enum: ['single-line', 'multiline'] },
    errors: false,
    compile: (mode: TextMode) => (data: string) => !hasForbiddenControlCharacters(data, mode),
  });
  return addFormats(ajv);
}

type Node = unknown;
/** Keywords whose value is a subschema, a list of subschemas or a map of them (JSON Schema 2020-12). */
const SUBSCHEMA = [
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

const isObject = (node: Node): node is Record<string, Node> =>
  typeof node === 'object' && node !== null && !Array.isArray(node);

/** The JSON types a schema admits by its `type` (none named: any). */
export function typesOf(schema: Record<string, Node>): string[] {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
}

/**
 * A copy of a request schema (a body, or the object of an operation's path or query parameters) in which every
 * string gets the text rule: `controlCharacters: 'multiline'` where the contract marks it `x-multiline: true`,
 * `'single-line'` everywhere else. The validation layer applies it to every request, so no field has to repeat it and
 * a new field has it by default.
 */
export function withTextRules<T>(schema: T): T {
  const visit = (node: Node): Node => {
    if (!isObject(node)) return node;
    const copy: Record<string, Node> = {};
    for (const [key, value] of Object.entries(node)) {
      if (SUBSCHEMA.includes(key)) copy[key] = visit(value);
      else if (SUBSCHEMA_LISTS.includes(key) && Array.isArray(value)) copy[key] = value.map(visit);
      else if (SUBSCHEMA_MAPS.includes(key) && isObject(value))
        copy[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, visit(sub)]));
      else copy[key] = value;
    }
    if (typesOf(copy).includes('string') && copy[CONTROL_CHARACTERS] === undefined)
      copy[CONTROL_CHARACTERS] = copy[MULTILINE] === true ? 'multiline' : 'single-line';
    return copy;
  };
  return visit(schema) as T;
}
