// `pnpm e2e`: starts the product as `npm start` does, on a fresh data directory, runs Playwright against it, stops it.
// With E2E_BASE_URL set, runs against that already running product instead (and SMTP_SINK_URL, if set, names its
// SMTP sink's HTTP address).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { findChromium, missingChromiumMessage } from './lib/chromium.mjs';

const pnpm = process.env.PNPM ?? 'pnpm';
// Before starting anything: the browser the config launches (e2e/playwright.config.ts).
if (!findChromium()) {
  console.error(missingChromiumMessage());
  process.exit(1);
}
const args = ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)];

if (process.env.E2E_BASE_URL) process.exit(await run());

// A data directory of its own: the tests change passwords and current workspaces.
process.env.DATA_DIR = resolve('.data/e2e');
// One browser on 127.0.0.1 asks for PINs and reset codes far more often than a client may (limits of issue 15, whose
// own tests are apps/api/test/rate-limits.test.ts): generous limits, still counted, unless the caller sets them.
for (const name of [
  'RATE_LIMIT_FORGOT_PASSWORD_PER_ADDRESS',
  'RATE_LIMIT_FORGOT_PASSWORD_PER_CLIENT',
  'RATE_LIMIT_PORTAL_ACCESS_PER_CLIENT',
  'RATE_LIMIT_PORTAL_PIN_REQUESTS_PER_CLIENT',
])
  process.env[name] ??= '1000/1h';
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const { startStack, stop } = await import('../tools/dev-stack/src/index.mjs');
let code = 1;
try {
  const stack = await startStack({ quiet: true });
  if (stack.buildWarning) throw new Error(`apps not built: ${stack.buildWarning}`);
  process.env.E2E_BASE_URL = stack.url;
  // Where specs read the e-mails the product sent (readSinkMessages from tools/dev-stack).
  if (stack.mail.httpUrl) process.env.SMTP_SINK_URL = stack.mail.httpUrl;
  // Where specs read the WhatsApp messages the product sent and post people's replies (whatsapp-sim.mjs).
  if (stack.whatsapp?.pageUrl) process.env.WHATSAPP_SIM_URL = stack.whatsapp.pageUrl;
  code = await run();
} catch (error) {
  console.error(error);
} finally {
  await stop();
}
process.exit(code);

// Asynchronous on purpose: the identity proxy and the children's output readers live in this process.
function run() {
  const [cmd, ...rest] = pnpm.split(' ');
  const child = spawn(cmd, [...rest, ...args], { stdio: 'inherit', env: process.env });
  return new Promise((done) => child.on('exit', (status) => done(status ?? 1)));
}
