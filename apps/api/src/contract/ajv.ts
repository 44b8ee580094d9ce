import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';

// ajv-formats is CommonJS; under ESM its default export may arrive wrapped.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as unknown as (ajv: Ajv2020) => Ajv2020;

/** OpenAPI keywords that JSON Schema 2020-12 does not know; they annotate, never validate. */
const OPENAPI_ANNOTATIONS = ['example', 'discriminator', 'xml', 'externalDocs'];

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
  return addFormats(ajv);
}
