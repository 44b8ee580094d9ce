// The root's postinstall. pnpm links the `node` dev dependency's binary as node_modules/.bin/node through an sh
// wrapper that starts Node as its child without `exec`: a signal sent to a process started as `node …` from a pnpm
// script (SIGTERM to the API a test started, SIGKILL in the crash tests) then stops the wrapper and leaves Node
// running. Every `node` found on PATH under `pnpm exec` / `pnpm run` is that wrapper, so it becomes a link to the
// real binary instead.
import { join } from 'node:path';
import { link, projectNode, ROOT } from './lib/node-runtime.mjs';

const project = projectNode(); // undefined before the `node` package is installed: nothing to link
if (project) link(project.execPath, join(ROOT, 'node_modules/.bin/node'));
