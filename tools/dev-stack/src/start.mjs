#!/usr/bin/env node
// `npm start`: brings the whole product up on local defaults and prints the URL and the demo users.
// Ctrl-C / SIGTERM / SIGHUP stops everything; a child that fails stops the stack and the exit code is 1.
import { formatBanner } from './banner.mjs';
import { startStack, stop } from './stack.mjs';

let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[stack] ${signal}: stopping…`);
    stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

// Which Node the stack and its children run on (npm start picks Node 24 when the machine's is older).
console.log(`[stack] Node ${process.versions.node} (${process.execPath})`);
try {
  const stack = await startStack();
  console.log(`\n${formatBanner(stack)}\n`);
  await stack.done;
} catch (error) {
  if (!stopping) {
    console.error(
      `[stack] failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
    );
    process.exit(1);
  }
}
