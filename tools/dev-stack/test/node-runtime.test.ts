// The README's commands run the product on Node 24: scripts/lib/node-runtime.mjs, what scripts/bootstrap.mjs runs
// its target with after the install, started on the machine's Node with a tiny target that reports what it runs on.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const runtimeModule = path.join(root, 'scripts/lib/node-runtime.mjs');
const runtimeBin = path.join(root, 'node_modules/.project-runtime/bin');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'node-runtime-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('runs the target, and every node and pnpm it starts, on Node 24', async () => {
  const target = path.join(dir, 'target.mjs');
  await writeFile(
    target,
    `import { execSync } from 'node:child_process';
console.log(JSON.stringify({
  version: process.versions.node,
  childNode: execSync('node -p process.versions.node', { encoding: 'utf8' }).trim(),
  childPnpm: execSync('pnpm -v', { encoding: 'utf8' }).trim(),
  pnpmEnv: process.env.PNPM,
}));`,
  );
  // The machine's Node: the first `node` on a PATH without this project's folders (vitest itself runs on Node 24).
  const machinePath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(
      (entry) => !entry.startsWith(path.join(root, 'node_modules')) && !entry.includes('node_modules/.bin'),
    )
    .join(path.delimiter);
  const env = { PATH: machinePath, HOME: process.env.HOME ?? '/root' };
  const machineNode = execFileSync('sh', ['-c', 'command -v node'], { env, encoding: 'utf8' }).trim();
  const machineVersion = execFileSync(machineNode, ['-p', 'process.versions.node'], {
    encoding: 'utf8',
  }).trim();
  const projectVersion = JSON.parse(await readFile(path.join(root, 'node_modules/node/package.json'), 'utf8'))
    .version as string;

  const script = `import(${JSON.stringify(runtimeModule)}).then((m) => m.runOnProjectNode(${JSON.stringify(target)}, []))`;
  const output = execFileSync(machineNode, ['-e', script], { env, encoding: 'utf8' }).trim().split('\n');

  const older = Number(machineVersion.split('.')[0]) < 24;
  const expected = older ? projectVersion : machineVersion;
  expect(expected.split('.')[0]).toBe('24');
  const report = JSON.parse(output.at(-1)!);
  expect(report).toEqual({
    version: expected,
    childNode: expected,
    childPnpm: '10.34.9',
    pnpmEnv: 'pnpm',
  });
  // Said once, and only when the machine's Node is not the one used.
  expect(output.slice(0, -1)).toEqual(
    older
      ? [
          `Node ${machineVersion} nesta máquina; o produto e os testes rodam no Node ${projectVersion} do pacote npm \`node\`.`,
        ]
      : [],
  );
  expect(
    execFileSync(path.join(runtimeBin, 'node'), ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim(),
  ).toBe(expected);
});
