// scripts/lib/chromium.mjs: which browser every browser step launches (CHROMIUM_PATH, then the usual names on PATH).
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { INSTALL_HINT, findChromium, missingChromiumMessage } from '../../../scripts/lib/chromium.mjs';

let dir: string;
const candidates = ['/nonexistent/chromium', 'chromium', 'chromium-browser', 'google-chrome'];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'chromium-lookup-'));
  await writeFile(path.join(dir, 'chromium'), '#!/bin/sh\n'); // not executable: skipped
  for (const name of ['chromium-browser', 'google-chrome']) {
    await writeFile(path.join(dir, name), '#!/bin/sh\n');
    await chmod(path.join(dir, name), 0o755);
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('takes the first executable of the usual names on PATH', () => {
  expect(findChromium({ env: { PATH: `/nonexistent:${dir}` }, candidates })).toBe(
    path.join(dir, 'chromium-browser'),
  );
});

it('takes CHROMIUM_PATH when set, and nothing else when it is not an executable', () => {
  const chrome = path.join(dir, 'google-chrome');
  expect(findChromium({ env: { PATH: dir, CHROMIUM_PATH: chrome }, candidates })).toBe(chrome);
  const wrong = { PATH: dir, CHROMIUM_PATH: path.join(dir, 'chromium') };
  expect(findChromium({ env: wrong, candidates })).toBeUndefined();
  expect(missingChromiumMessage(wrong)).toBe(
    `CHROMIUM_PATH=${wrong.CHROMIUM_PATH} is not an executable file.`,
  );
});

it('finds none on a PATH without a browser, and says what to install', () => {
  expect(findChromium({ env: { PATH: '/nonexistent' }, candidates })).toBeUndefined();
  expect(missingChromiumMessage({})).toBe(INSTALL_HINT);
  expect(INSTALL_HINT).toContain('apt-get install -y chromium');
});
