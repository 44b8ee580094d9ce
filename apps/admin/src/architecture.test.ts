import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// bulletproof-react's one-way imports, checked on the source: shared code (config, lib, stores, components)
// → features → app. A feature never imports another feature; shared code never imports a feature (the only
// exception is a type-only import of the reference dictionary, which types the translation keys).
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
const show = ({ from, to }: Import) => `${relative(src, from)} → ${relative(src, to)}`;

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

  it('never imports a feature or the app from shared code', () => {
    const upward = all.filter(
      ({ from, to, typeOnly }) =>
        isShared(from) &&
        (area(to)[0] === 'app' || (featureOf(to) !== null && !(typeOnly && to.endsWith('.json')))),
    );
    expect(upward.map(show)).toEqual([]);
  });
});
