// Runs cognito-local (from node_modules, not npx) as a child, on prepared files, and waits until it answers.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startChild, whileRunning } from './child-process.mjs';
import { prepareCognitoFiles } from './cognito-files.mjs';
import { waitForHttp } from './wait-for.mjs';

const require = createRequire(import.meta.url);

/** Absolute path of cognito-local's start script. */
export function cognitoLocalBin() {
  const manifestPath = require.resolve('cognito-local/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin['cognito-local'];
  return path.join(path.dirname(manifestPath), bin);
}

/**
 * @typedef {object} CognitoLocalOptions
 * @property {string} workDir its data lives in `<workDir>/.cognito/`
 * @property {string} host
 * @property {number} port
 * @property {boolean} [quiet]
 * @property {(line: string) => void} [print]
 */

/**
 * @param {CognitoLocalOptions} options
 * @returns {Promise<import('./child-process.mjs').ManagedChild>}
 */
export async function startCognitoLocal({ workDir, host, port, quiet, print }) {
  const endpoint = `http://${host}:${port}`;
  await prepareCognitoFiles(workDir, { issuerDomain: endpoint });
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    HOST: host,
    PORT: String(port),
    // cognito-local still ships the AWS SDK v2, which prints an end-of-support notice at every start.
    AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
  };
  // cognito-local uses CODE, when set, as every temporary password and confirmation code.
  delete env.CODE;
  const child = startChild('cognito', process.execPath, [cognitoLocalBin()], {
    cwd: workDir,
    env,
    quiet,
    print,
  });
  try {
    await whileRunning(child, waitForHttp(`${endpoint}/health`, { timeoutMs: 30_000, intervalMs: 100 }));
  } catch (error) {
    await child.stop();
    throw error;
  }
  return child;
}
