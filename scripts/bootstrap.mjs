// Makes a fresh clone runnable with only Node >= 20.19: installs pnpm's locked dependencies when missing or stale.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node >= 20.19 é necessário (encontrado ${process.versions.node}).`);
  process.exit(1);
}
const marker = 'node_modules/.pnpm/lock.yaml';
const stale = !existsSync(marker) || statSync('pnpm-lock.yaml').mtimeMs > statSync(marker).mtimeMs;
if (stale) {
  const pnpm = hasPnpm() ? 'pnpm' : 'npx -y pnpm@10.34.9';
  execSync(`${pnpm} install --frozen-lockfile`, { stdio: 'inherit' });
}

function hasPnpm() {
  try {
    return execSync('pnpm -v', { encoding: 'utf8' }).trim().startsWith('10.');
  } catch {
    return false;
  }
}
