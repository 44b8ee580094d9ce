import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPermission, SUPPORTED_LOCALES, type NavNode } from '@backoffice/domain';
import { assistantNavConfig, navConfig } from '../../config/nav';
import { PLURAL_CATEGORIES } from '../../lib/plural';
import { mergeDictionaries } from './merge-dictionaries';

// Every text of the app lives in the seven dictionaries. These tests fail when a key is missing in any locale (or
// exists only outside pt-BR), when a text is empty or loses a placeholder, and when the source uses a key that
// pt-BR does not have.
const localesDir = join(import.meta.dirname, 'locales');
const srcDir = join(import.meta.dirname, '../..');

type Tree = { [key: string]: string | Tree };
const featuresDir = join(import.meta.dirname, '..');
/** The shell's dictionary and every feature's (features/<feature>/locales), merged as the app merges them. */
const dictionaryDirs = [
  localesDir,
  ...readdirSync(featuresDir)
    .map((name) => join(featuresDir, name, 'locales'))
    .filter((dir) => dir !== localesDir && existsSync(dir))
    // A namespace may have a folder of its own inside a feature's locales (the voter portal's attorney pieces).
    .flatMap((dir) => [
      dir,
      ...readdirSync(dir)
        .map((name) => join(dir, name))
        .filter((path) => statSync(path).isDirectory()),
    ]),
];
const load = (locale: string): Tree =>
  mergeDictionaries<Tree>(
    dictionaryDirs.map((dir) => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Tree),
  );

/** A counted text (lib/plural.ts): an object whose keys are all CLDR plural categories, `other` among them. */
const isPluralGroup = (tree: Tree) =>
  Object.values(tree).every((value) => typeof value === 'string') &&
  'other' in tree &&
  Object.keys(tree).every((key) => (PLURAL_CATEGORIES as readonly string[]).includes(key));

/** Every text by key; a counted text as one entry, its `other` form (its forms apart, in `plurals`). */
function flatten(tree: Tree, prefix = '', plurals = new Map<string, Tree>()): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else if (isPluralGroup(value)) {
      out.set(prefix + key, value.other as string);
      plurals.set(prefix + key, value);
    } else for (const [k, v] of flatten(value, `${prefix}${key}.`, plurals)) out.set(k, v);
  }
  return out;
}

/** The counted texts of a locale, by key: their plural forms. */
function pluralsOf(locale: string): Map<string, Tree> {
  const plurals = new Map<string, Tree>();
  flatten(load(locale), '', plurals);
  return plurals;
}

const reference = flatten(load('pt-BR'));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

function navKeys(nodes: readonly NavNode[]): string[] {
  return nodes.flatMap((node) => [
    node.titleKey,
    ...(node.captionKey ? [node.captionKey] : []),
    ...('badgeKey' in node && node.badgeKey ? [node.badgeKey] : []),
    ...(node.type === 'item' ? [] : navKeys(node.children)),
  ]);
}

describe('i18n dictionaries', () => {
  it.each(dictionaryDirs.map((dir) => relative(srcDir, dir)))(
    '%s has a dictionary file for each of the seven supported locales and no other',
    (dir) => {
      const files = readdirSync(join(srcDir, dir)).filter((f) => f.endsWith('.json'));
      expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    },
  );

  it.each(SUPPORTED_LOCALES.filter((l) => l !== 'pt-BR'))('%s has exactly the keys of pt-BR', (locale) => {
    const keys = [...flatten(load(locale)).keys()].sort();
    const expected = [...reference.keys()].sort();
    expect(
      keys.filter((k) => !reference.has(k)),
      'keys missing in pt-BR',
    ).toEqual([]);
    expect(
      expected.filter((k) => !keys.includes(k)),
      `keys missing in ${locale}`,
    ).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)(
    '%s gives every counted text exactly its plural forms, each with no placeholder of its own',
    (locale) => {
      const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
      const plurals = pluralsOf(locale);
      // The reference's counted texts are counted in every locale (the key test above: same keys).
      expect([...plurals.keys()].sort()).toEqual([...pluralsOf('pt-BR').keys()].sort());
      for (const [key, forms] of plurals) {
        expect(Object.keys(forms).sort(), `${locale} ${key}`).toEqual(categories);
        const allowed = placeholders(reference.get(key) ?? '');
        for (const [category, text] of Object.entries(forms)) {
          expect(String(text).trim(), `${locale} ${key}.${category}`).not.toBe('');
          // A form may leave the number out ("um votante", Arabic's dual), never add one of its own.
          for (const name of placeholders(String(text)))
            expect(allowed, `${locale} ${key}.${category}`).toContain(name);
        }
      }
    },
  );

  it.each(SUPPORTED_LOCALES)('%s has no empty text and keeps every placeholder', (locale) => {
    for (const [key, text] of flatten(load(locale))) {
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });

  it.each(SUPPORTED_LOCALES.filter((l) => l !== 'pt-BR'))(
    '%s is a translation, not a copy of pt-BR',
    (locale) => {
      const texts = flatten(load(locale));
      const copies = [...texts].filter(([key, text]) => reference.get(key) === text).length;
      // Names and loanwords may coincide ('Backoffice', 'Master', the spec's English fallback); most texts may not.
      expect(copies / texts.size).toBeLessThan(0.15);
    },
  );

  it('knows every key the source uses', () => {
    const namespaces = [...new Set([...reference.keys()].map((k) => k.split('.')[0]))].join('|');
    const keyLiteral = new RegExp(`['"\`]((?:${namespaces})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');
    const used = new Map<string, string>();
    // The nav config is walked instead: its entry ids ('users.new') look like keys but are not.
    for (const file of sourceFiles(srcDir).filter((f) => !f.endsWith(join('config', 'nav.ts')))) {
      const text = readFileSync(file, 'utf8');
      // Key-looking literals (key maps, defaults) and the first argument of every t('…') call, whatever it is.
      for (const match of [...text.matchAll(keyLiteral), ...text.matchAll(/\bt\(\s*['"`]([^'"`$]+)['"`]/g)]) {
        // Permission names ('users.manage') look like keys too; they are the role matrix's, not the dictionary's.
        if (!isPermission(match[1])) used.set(match[1]!, relative(srcDir, file));
      }
    }
    for (const key of navKeys([...navConfig, ...assistantNavConfig])) used.set(key, 'config/nav.ts');

    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter(([key]) => !reference.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
