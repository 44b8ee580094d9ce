// Entry point of the README's two commands. Needs only Node >= 20.19: installs the locked dependencies with pnpm
// (through npx when pnpm is not installed), then runs the named script, `start` or `test`, on Node 24 (the machine's,
// or the npm registry's `node` package when the machine's is older: lib/node-runtime.mjs).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { runOnProjectNode } from './lib/node-runtime.mjs';

const targets = { start: 'tools/dev-stack/src/start.mjs', test: 'scripts/test-all.mjs' };
const target = targets[process.argv[2]];
if (!target) {
  console.error(`uso: node scripts/bootstrap.mjs <${Object.keys(targets).join('|')}>`);
  process.exit(2);
}
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node >= 20.19 é necessário (encontrado ${process.versions.node}).`);
  process.exit(1);
}

const pnpm = hasPnpm10() ? 'pnpm' : 'npx -y pnpm@10.34.9';
const marker = 'node_modules/.pnpm/lock.yaml';
if (!existsSync(marker) || statSync('pnpm-lock.yaml').mtimeMs > statSync(marker).mtimeMs) {
  execSync(`${pnpm} install --frozen-lockfile`, { stdio: 'inherit' });
}
runOnProjectNode(target, process.argv.slice(3), { ...process.env, PNPM: pnpm });

function hasPnpm10() {
  try {
    return execSync('pnpm -v', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).startsWith('10.');
  } catch {
    return false;
  }
}
