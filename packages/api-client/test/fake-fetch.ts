import type { FetchLike } from '../src/index.ts';

export interface RecordedCall {
  request: Request;
  signal: AbortSignal | undefined;
}

/** A fetch that answers every call with `respond(request)` and records what it was given. */
export function fakeFetch(respond: (request: Request) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (input, init) => {
    calls.push({ request: input, signal: init?.signal ?? undefined });
    return respond(input);
  };
  return { fetch, calls };
}

export function json(body: unknown, status = 200, contentType = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

export function problem(status: number, code: string, title: string): Response {
  return json(
    { type: `urn:backoffice:problem:${code}`, title, status, code },
    status,
    'application/problem+json',
  );
}
