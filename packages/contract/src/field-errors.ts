import type { ErrorObject } from 'ajv';

/** A problem's field error (openapi: FieldError). */
export interface FieldError {
  field: string;
  code: string;
  params?: Record<string, string | number | boolean>;
}

/** At most this many field errors in a problem (a list of 5,000 bad ids would give 5,000). */
export const MAX_FIELD_ERRORS = 100;

/** Ajv issues as form field errors: the field's JSON path (a missing property names itself) and the keyword. */
export function fieldErrors(issues: readonly ErrorObject[]): FieldError[] {
  return issues.slice(0, MAX_FIELD_ERRORS).map((issue) => {
    const missing = issue.keyword === 'required' ? String(issue.params.missingProperty ?? '') : '';
    const path = issue.instancePath.replace(/^\//, '');
    const field = [path, missing].filter(Boolean).join('/');
    const params = Object.fromEntries(
      Object.entries(issue.params).filter((entry): entry is [string, string | number | boolean] =>
        ['string', 'number', 'boolean'].includes(typeof entry[1]),
      ),
    );
    return { field, code: issue.keyword, ...(Object.keys(params).length ? { params } : {}) };
  });
}
