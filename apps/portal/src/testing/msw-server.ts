import { answerChecker } from '@backoffice/contract';
import { setupServer } from 'msw/node';

// One Mock Service Worker server per vitest worker (setup.ts starts it, drops the handlers after each test and makes
// it the fakes' target). It answers fetch and XMLHttpRequest alike, so the portal's uploads go through their real
// XMLHttpRequest path.
export const server = setupServer();

/** Every answer a handler gave: a request and the response it got. */
export interface MockedAnswer {
  request: Request;
  response: Response;
}

const listeners = new Set<(answer: MockedAnswer) => void | Promise<void>>();

// The one place every fake answer passes (e.g. to check it against the contract in openapi/).
server.events.on('response:mocked', ({ request, response }) => {
  for (const listener of listeners) void listener({ request, response });
});

// Every answer to /api is checked against openapi/ (@backoffice/contract's answer checker, the check the API's own
// tests make of the server); setup.ts fails the test that received one the contract does not declare.
const checks: Promise<string | undefined>[] = [];
let outsideContractAllowed = false;
server.events.on('response:mocked', ({ request, response }) => {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/api/') && !outsideContractAllowed)
    checks.push(answerChecker().mismatch(request.method, pathname, response));
});

/** For the current test only: its handlers answer outside the contract on purpose (a proxy's bare 413, say). */
export function allowAnswersOutsideContract(): void {
  outsideContractAllowed = true;
}

/** What was wrong in the answers given since the last call (empty when every one matched the contract). */
export async function takeContractMismatches(): Promise<string[]> {
  outsideContractAllowed = false;
  const found = await Promise.all(checks.splice(0));
  return found.filter((mismatch): mismatch is string => mismatch !== undefined);
}

/** Hears every answer the handlers give from now on; returns the undo. */
export function onMockedAnswer(listener: (answer: MockedAnswer) => void | Promise<void>): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
