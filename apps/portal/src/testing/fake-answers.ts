import type { DefaultBodyType, HttpResponse } from 'msw';
import { HttpResponse as Answer } from 'msw';

// Answers the contract types no helper for: a file (PDF, PNG, JPEG). openapi-msw's `response(status)` offers
// `.json()` and `.text()` for JSON and text/* bodies only, so a file goes through `response.untyped`; the status
// still has to be one the operation declares (a type error otherwise), as problem() of @backoffice/api-client/testing
// checks it.

type FileType = 'application/pdf' | 'image/png' | 'image/jpeg';

interface FileResponder<S extends number, B extends DefaultBodyType> {
  (status: S): unknown;
  untyped(response: Response): HttpResponse<B>;
}

/** A file answer: `fileAnswer(response, 200, 'application/pdf', bytes)`. */
export function fileAnswer<S extends number, B extends DefaultBodyType>(
  response: FileResponder<S, B>,
  status: S,
  type: FileType,
  body: BodyInit,
  disposition?: string,
): HttpResponse<B> {
  const headers = { 'content-type': type, ...(disposition ? { 'content-disposition': disposition } : {}) };
  return response.untyped(new Answer(body, { status, headers }));
}
