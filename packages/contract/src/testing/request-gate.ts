import type { ProblemCode } from '@backoffice/api-client';
import { problemBody } from '@backoffice/api-client';
import type { MatchedOperation, RequestValidator } from '../request-validator.ts';
import { describeClientError } from '../validation-messages.ts';

// What the server decides from the contract alone, for fakes that answer without it: the caller's access (the app's
// own rule, given as `access`), then the request validated as the server validates it. A fake network asks this
// before its operations' handlers; undefined lets them answer. Plain fetch Responses, so any mock layer can return them.

/** A problem+json answer of a code, as the server's error handler sends it. */
export function problemResponse(...args: Parameters<typeof problemBody>): Response {
  const body = problemBody(...args);
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

const MALFORMED = Symbol('malformed JSON');

async function jsonBody(request: Request): Promise<unknown> {
  if (!/json/.test(request.headers.get('content-type') ?? '')) return undefined;
  const text = await request.clone().text();
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return MALFORMED;
  }
}

/** The server's refusal of `request` before any handler, or undefined when the contract lets it through. */
export async function contractRefusal(
  validator: RequestValidator,
  request: Request,
  access?: (matched: MatchedOperation) => ProblemCode | undefined,
): Promise<Response | undefined> {
  const url = new URL(request.url);
  const matched = validator.match(request.method, url.pathname);
  if (!matched) return undefined;
  const refused = access?.(matched);
  if (refused) return problemResponse(refused);
  const body = await jsonBody(request);
  if (body === MALFORMED)
    return problemResponse('validation_failed', describeClientError({ name: 'SyntaxError' }));
  const refusal = validator.refusalOf({
    method: request.method,
    pathname: url.pathname,
    search: url.searchParams,
    body,
  });
  return refusal ? problemResponse(refusal.code, refusal.detail, refusal.errors) : undefined;
}
