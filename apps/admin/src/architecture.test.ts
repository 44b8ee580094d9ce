import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// bulletproof-react's one-way imports, checked on the source: shared code (config, lib, stores, components)
// → features → the app roots (app/ for the operator app, portal/ for the voter portal and the approver's page). A
// feature never imports another feature; shared code never imports a feature or an app root (the only exception is a
// type-only import of the reference dictionary, which types the translation keys). The portal never reaches the
// operator app: its whole import graph stays clear of app/, the operator's stores and client, and Amplify.
const src = import.meta.dirname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

type Import = { from: string; to: string; typeOnly: boolean };

function imports(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  // import … from and export … from (a re-export is an import too).
  for (const match of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'"]*?from\s+['"](\.[^'"]+)['"]/gm)) {
    found.push({ from: file, to: resolve(dirname(file), match[2]!), typeOnly: Boolean(match[1]) });
  }
  for (const match of text.matchAll(/^\s*import\s+['"](\.[^'"]+)['"]/gm)) {
    found.push({ from: file, to: resolve(dirname(file), match[1]!), typeOnly: false });
  }
  for (const match of text.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
    found.push({ from: file, to: resolve(dirname(file), match[1]!), typeOnly: false });
  }
  return found;
}

const area = (path: string) => relative(src, path).split(sep);
const featureOf = (path: string) => (area(path)[0] === 'features' ? area(path)[1] : null);
const isShared = (path: string) => ['config', 'lib', 'stores', 'components'].includes(area(path)[0]!);
const isTest = (path: string) => /\.(test|stories)\.tsx?$/.test(path) || area(path)[0] === 'testing';
const isAppRoot = (path: string) => ['app', 'portal'].includes(area(path)[0]!);
const show = ({ from, to }: Import) => `${relative(src, from)} → ${relative(src, to)}`;

/** The source file an import names (extension and index resolved), or null for one outside src (or a JSON file). */
function resolveFile(target: string): string | null {
  for (const candidate of [
    target,
    `${target}.ts`,
    `${target}.tsx`,
    join(target, 'index.ts'),
    join(target, 'index.tsx'),
  ]) {
    try {
      if (statSync(candidate).isFile()) return /\.tsx?$/.test(candidate) ? candidate : null;
    } catch {
      // Not this one.
    }
  }
  return null;
}

/** Every source file reachable from `starts` through relative imports (static, re-exports and lazy). */
function closure(starts: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { to } of imports(file)) {
      const next = resolveFile(to);
      if (next && !seen.has(next)) queue.push(next);
    }
  }
  return seen;
}

// The votings screens are one area in two folders: the detail screen (/votings/:id) shares the votings feature's
// store (the spec's one voting state) and its voter import panel, through one re-export module each.
const ALLOWED_CROSSINGS = new Set(['voting-detail → votings']);

const all = files(src)
  .filter((f) => !isTest(f))
  .flatMap(imports);

describe('import direction', () => {
  it('finds the imports it checks', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it('never imports one feature from another (but for the allowed pairs)', () => {
    const crossing = all.filter(({ from, to }) => {
      const [a, b] = [featureOf(from), featureOf(to)];
      return a !== null && b !== null && a !== b && !ALLOWED_CROSSINGS.has(`${a} → ${b}`);
    });
    expect(crossing.map(show)).toEqual([]);
  });

  it('never imports a feature or an app root from shared code', () => {
    const upward = all.filter(
      ({ from, to, typeOnly }) =>
        isShared(from) && (isAppRoot(to) || (featureOf(to) !== null && !(typeOnly && to.endsWith('.json')))),
    );
    expect(upward.map(show)).toEqual([]);
  });

  it('never imports one app root from the other', () => {
    const crossing = all.filter(
      ({ from, to }) => isAppRoot(from) && isAppRoot(to) && area(from)[0] !== area(to)[0],
    );
    expect(crossing.map(show)).toEqual([]);
  });
});

describe('the portal', () => {
  // Everything the portal can load (static and lazy imports), from its start and from main.tsx's choice.
  const reachable = closure([join(src, 'portal', 'start.tsx')]);

  it('finds the modules it checks', () => {
    expect(reachable.size).toBeGreaterThan(30);
    expect([...reachable].some((file) => file.includes(`${sep}voter-portal${sep}`))).toBe(true);
  });

  it('never reaches the operator app: no app/, operator stores, operator client or identity config', () => {
    const allowed = (file: string) => {
      const [top, feature] = area(file);
      if (top === 'features') {
        return (
          feature === 'voter-portal' ||
          feature === 'approval' ||
          relative(src, file) === join('features', 'i18n', 'locale-names.ts')
        );
      }
      // i18n, and focus-heading.ts (a DOM helper that imports nothing).
      if (top === 'lib') return ['i18n.ts', 'focus-heading.ts'].includes(area(file)[1]!);
      if (top === 'config') return ['env.ts', 'env-defaults.ts'].includes(area(file)[1]!);
      return ['portal', 'components'].includes(top!);
    };
    expect([...reachable].filter((file) => !allowed(file)).map((file) => relative(src, file))).toEqual([]);
  });

  it('never loads Amplify', () => {
    const amplify = [...reachable].filter((file) =>
      /from\s+['"]aws-amplify/.test(readFileSync(file, 'utf8')),
    );
    expect(amplify.map((file) => relative(src, file))).toEqual([]);
  });

  it('is chosen by main.tsx before anything of either app is loaded', () => {
    const fromMain = imports(join(src, 'main.tsx'));
    const eager = fromMain.filter(({ to }) => !/\/(app|portal)\/start$/.test(to));
    expect(eager.map(({ to }) => relative(src, to))).toEqual([join('portal', 'portal-paths')]);
    expect(readFileSync(join(src, 'main.tsx'), 'utf8')).toMatch(/import\('\.\/portal\/start'\)/);
  });
});
