// Generates src/generated/ from the contract (openapi/openapi.yaml with its paths/ and components/, read through the
// bundle scripts/openapi-bundle.mjs makes of them, openapi/generated/openapi.yaml):
//   schema.d.ts            the contract's types (openapi-typescript)
//   public-operations.ts   the operations with `security: []` (the client sends no token to them)
// `node scripts/generate.mjs` writes the bundle, then them; `node scripts/generate.mjs --check` exits 1 when the
// committed bundle does not match the contract's files, or the committed files do not match the bundle (drift).
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { parse } from 'yaml';
import { OPENAPI_BUNDLE, bundleMatches, writeBundle } from '../../../scripts/openapi-bundle.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contractPath = OPENAPI_BUNDLE;
const generatedDir = path.join(packageDir, 'src/generated');
const FILES = ['schema.d.ts', 'public-operations.ts'];
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const HEADER = `${COMMENT_HEADER.trim()}\n// Source: openapi/openapi.yaml. Regenerate with \`pnpm --filter @backoffice/api-client generate\`.\n\n`;

async function schemaTypes() {
  const ast = await openapiTS(pathToFileURL(contractPath));
  return HEADER + astToString(ast);
}

/** `METHOD /path` of every operation whose effective security is empty (public). */
export function publicOperations(document) {
  const globalSecurity = document.security ?? [];
  const keys = [];
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const security = operation.security ?? globalSecurity;
      if (security.length === 0) keys.push(`${method.toUpperCase()} ${route}`);
    }
  }
  return keys.sort();
}

async function publicOperationsModule() {
  const keys = publicOperations(parse(await readFile(contractPath, 'utf8')));
  const lines = keys.map((key) => `  '${key}',\n`).join('');
  return (
    HEADER +
    '/** Operations declared with `security: []` in the contract: `METHOD /path` as in `paths`. */\n' +
    `export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([\n${lines}]);\n`
  );
}

async function generateInto(dir) {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'schema.d.ts'), await schemaTypes());
  await writeFile(path.join(dir, 'public-operations.ts'), await publicOperationsModule());
}

async function check() {
  if (!(await bundleMatches())) {
    console.error(
      'api-client drift: openapi/generated/openapi.yaml does not match openapi/openapi.yaml, paths/ and components/.\n' +
        'Run `pnpm --filter @backoffice/api-client generate` and commit the result.',
    );
    process.exitCode = 1;
    return;
  }
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'api-client-drift-'));
  try {
    await generateInto(tempDir);
    const drifted = [];
    for (const file of FILES) {
      const fresh = await readFile(path.join(tempDir, file), 'utf8');
      const committed = await readFile(path.join(generatedDir, file), 'utf8').catch(() => null);
      if (fresh !== committed) drifted.push(file);
    }
    if (drifted.length) {
      console.error(
        `api-client drift: ${drifted.join(', ')} in packages/api-client/src/generated/ no longer match openapi/openapi.yaml.\n` +
          'Run `pnpm --filter @backoffice/api-client generate` and commit the result.',
      );
      process.exitCode = 1;
    } else {
      console.log('api-client: generated files match openapi/openapi.yaml');
    }
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) await check();
  else {
    await writeBundle();
    await generateInto(generatedDir);
    console.log(
      `api-client: wrote openapi/generated/openapi.yaml, ${FILES.map((f) => `src/generated/${f}`).join(', ')}`,
    );
  }
}
