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

/** Hears every answer the handlers give from now on; returns the undo. */
export function onMockedAnswer(listener: (answer: MockedAnswer) => void | Promise<void>): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
