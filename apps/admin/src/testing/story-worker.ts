import { setupWorker, type SetupWorker } from 'msw/browser';

// The workbench's Mock Service Worker (public/mockServiceWorker.js of .storybook, from `msw init`): started once by
// the preview's mswLoader (.storybook/preview.tsx), given each screen story's fake network by story-setup.ts.
let worker: SetupWorker | undefined;
let starting: Promise<SetupWorker> | undefined;

/** Starts the worker once: a call to /api that no handler answers is an error; anything else goes to the network. */
export function startStoryWorker(): Promise<SetupWorker> {
  starting ??= (async () => {
    const started = setupWorker();
    await started.start({
      quiet: true,
      // msw 3 calls it for every unhandled network frame; an HTTP frame carries its request as `data.request`.
      onUnhandledFrame: ({ frame, defaults }) => {
        const { request } = frame.data as { request?: Request };
        if (frame.protocol === 'http' && request && new URL(request.url).pathname.startsWith('/api/'))
          defaults.error();
      },
    });
    worker = started;
    return started;
  })();
  return starting;
}

/** The started worker (the preview's loader runs before any story's `beforeEach`). */
export function storyWorker(): SetupWorker {
  if (!worker)
    throw new Error('The Mock Service Worker is not started: .storybook/preview.tsx starts it in a loader.');
  return worker;
}
