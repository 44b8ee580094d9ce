import { giveBundledContract } from '@backoffice/contract/bundled';
import type { RequestHandler } from 'msw';
import { contractGate } from './contract-gate';

// Where the fakes' handlers go: in vitest the msw/node server of the setup (msw-server.ts), in the workbench the
// service worker the preview's mswLoader started (a story's `context.msw`, given by portalStory / attorneyStory). The
// fakes themselves know neither, so stories and tests install them the same way.

export interface HandlerTarget {
  use(...handlers: RequestHandler[]): void;
  resetHandlers(): void;
}

let target: HandlerTarget | undefined;

/** The Mock Service Worker (server or browser worker) that answers from now on. */
export function setHandlerTarget(next: HandlerTarget | undefined): void {
  target = next;
}

/** Puts handlers in front of the current ones, the contract's gate before them; `resetFakeNetwork` takes them away. */
export function addFakeHandlers(...handlers: RequestHandler[]): void {
  if (!target)
    throw new Error(
      "No Mock Service Worker to answer the fakes: the vitest setup or the story's beforeEach gives one.",
    );
  target.use(contractGate(), ...handlers);
}

export function resetFakeNetwork(): void {
  target?.resetHandlers();
}

/** A story's Mock Service Worker, which the preview's mswLoader (msw-storybook-addon) puts on the story's context. */
export function storyWorker(context: object): HandlerTarget {
  const worker = (context as { msw?: HandlerTarget }).msw;
  if (!worker)
    throw new Error('The story has no Mock Service Worker: .storybook/preview.tsx starts it in a loader.');
  giveBundledContract(); // the gate's contract, read from the page's bundle (vitest's setup gives its own)
  return worker;
}
