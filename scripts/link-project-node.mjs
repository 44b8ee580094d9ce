// The root's postinstall. pnpm links the `node` dev dependency's binary as node_modules/.bin/node through an sh
// wrapper that starts Node as its child without `exec`: a signal sent to a process started as `node …` from a pnpm
// script (SIGTERM to the API a test started, SIGKILL in the crash tests) then stops the wrapper and leaves Node
// running. Every `node` found on PATH under `pnpm exec` / `pnpm run` is that wrapper, so it becomes a link to the
// real binary instead.
import { lstatSync, realpathSync, renameSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/node-runtime.mjs';

const shim = join(ROOT, 'node_modules/.bin/node');
let binary;
try {
  binary = realpathSync(join(ROOT, 'node_modules/node/bin/node'));
} catch {
  process.exit(0); // not installed (yet): nothing to link
}
if (lstatSync(shim, { throwIfNoEntry: false })?.isSymbolicLink() && realpathSync(shim) === binary)
  process.exit(0);
const temporary = `${shim}.${process.pid}`;
symlinkSync(binary, temporary);
renameSync(temporary, shim);
