#!/usr/bin/env node
// Rewrites the imports that climb three or more levels (`../../../`) to a file of the same app into the app's alias:
// `import { paths } from '../../../config/paths'` in apps/admin/src/features/x/components/ becomes
// `import { paths } from '@admin/config/paths'`. The aliases are the app's tsconfig.json `paths` (`"@admin/*":
// ["./src/*"]), which TypeScript, ESLint, Vite, Vitest and Storybook all read (tools/tsconfig-aliases.ts).
//
//   node scripts/codemods/alias-imports.mjs apps/admin [apps/portal …]   rewrites in place
//   node scripts/codemods/alias-imports.mjs --dry-run apps/admin          only says what it would rewrite
//
// What it rewrites: the specifier of `import … from`, `export … from`, `import '…'`, `import('…')` (type positions
// too) and vitest's `vi.mock`/`vi.doMock`/`vi.importActual`, when it starts with three or more `../` and lands inside
// an alias's directory. Shallower climbs stay relative (a feature's own files read best that way), and so does an
// import that leaves the aliased directories.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'generated', 'coverage', 'test-results', 'storybook-static']);
const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
const SPECIFIER =
  /(\b(?:from|import)\s*\(?\s*|\bvi\.(?:mock|doMock|unmock|importActual)\(\s*)(['"])((?:\.\.\/){3,}[^'"]*)\2/g;

/** The app's aliases, from its tsconfig.json: [{ alias: '@admin/', dir: '/abs/apps/admin/src' }]. */
function aliasesOf(appDir) {
  const tsconfig = path.join(appDir, 'tsconfig.json');
  if (!existsSync(tsconfig)) return [];
  const paths = JSON.parse(readFileSync(tsconfig, 'utf8')).compilerOptions?.paths ?? {};
  return Object.entries(paths)
    .filter(([pattern, [target]]) => pattern.endsWith('/*') && target?.endsWith('/*'))
    .map(([pattern, [target]]) => ({
      alias: pattern.slice(0, -1),
      dir: path.resolve(appDir, target.slice(0, -2)),
    }));
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name) || name.startsWith('.')) return [];
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return SOURCE.test(name) ? [file] : [];
  });
}

/** The file's text with its deep climbs aliased, and how many it rewrote. */
export function rewrite(file, text, aliases) {
  let count = 0;
  const next = text.replace(SPECIFIER, (whole, before, quote, specifier) => {
    const target = path.resolve(path.dirname(file), specifier);
    const home = aliases.find(({ dir }) => target === dir || target.startsWith(dir + path.sep));
    if (!home) return whole;
    count += 1;
    const inside = path.relative(home.dir, target).split(path.sep).join('/');
    return `${before}${quote}${home.alias}${inside}${quote}`;
  });
  return { text: next, count };
}

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const apps = args.filter((arg) => !arg.startsWith('--'));
if (!apps.length) {
  console.error('usage: node scripts/codemods/alias-imports.mjs [--dry-run] apps/<app> …');
  process.exit(2);
}
let total = 0;
for (const app of apps) {
  const appDir = path.resolve(app);
  const aliases = aliasesOf(appDir);
  if (!aliases.length) {
    console.error(`${app}: no "@name/*": ["./dir/*"] paths in its tsconfig.json; nothing to rewrite to`);
    process.exitCode = 1;
    continue;
  }
  let files = 0;
  let imports = 0;
  for (const file of sourceFiles(appDir)) {
    const before = readFileSync(file, 'utf8');
    const { text, count } = rewrite(file, before, aliases);
    if (!count) continue;
    files += 1;
    imports += count;
    if (!dryRun) writeFileSync(file, text);
  }
  total += imports;
  const names = aliases.map(({ alias }) => `${alias}*`).join(', ');
  console.log(
    `${app}: ${dryRun ? 'would rewrite' : 'rewrote'} ${imports} imports in ${files} files (${names})`,
  );
}
if (dryRun && total) console.log('(dry run: nothing written)');
