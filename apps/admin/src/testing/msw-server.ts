import { setupServer } from 'msw/node';
import { contractMismatch } from './contract-answers';

// One Mock Service Worker server per vitest worker: the files of a worker share one module graph (`isolate: false`),
// so every file uses this same server. setup.ts starts it before a file's tests and drops the handlers after each
// test; installFakeApi (fake-api.ts) gives it the fake network's handlers.
export const server = setupServer();

// Every answer the handlers give to /api is checked against openapi/ (contract-answers.ts); setup.ts fails the test
// that received one the contract does not declare.
const checks: Promise<string | undefined>[] = [];
server.events.on('response:mocked', ({ request, response }) => {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/api/')) checks.push(contractMismatch(request.method, pathname, response));
});

/** What was wrong in the answers given since the last call (empty when every one matched the contract). */
export async function takeContractMismatches(): Promise<string[]> {
  const found = await Promise.all(checks.splice(0));
  return found.filter((mismatch): mismatch is string => mismatch !== undefined);
}
