// Plain JavaScript, like csp-origins.mjs: Node loads a Vite config's imports of workspace packages as they are.
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** A translation file of react-aria's own strings: `…/react-aria/dist/private/intl/menu/de-DE.mjs`,
 * `…/react-aria-components/dist/private/intl/de-DE.mjs`; its locale and language. */
const TRANSLATION =
  /\/(?:react-aria|react-aria-components|react-stately)\/dist\/.*\/intl\/(?:[^/]+\/)?(([a-z]{2,3})-[^/]+)\.mjs$/;

/**
 * A Vite plugin that leaves out the translations of react-aria's own strings (a menu's "press and hold", a drop
 * zone's announcements, a calendar's labels…) that an app never shows: react-aria bundles 34 of them with each
 * component. A left-out file exports `null`, which react-aria's string dictionary drops (the same as Adobe's
 * optimize-locales-plugin). What react-aria shows for a locale: its exact translation, else the first (in its
 * alphabetical list) of the same language, else English (en-US). So an app locale with a region ('pt-BR') keeps that
 * translation only (not pt-PT), a bare language ('zh', 'en') the first of its language (zh-CN, not zh-TW; en-US).
 * @param {readonly string[]} locales
 * @returns {import('vite').Plugin}
 */
export function reactAriaLocales(locales) {
  /** Each language the app speaks: the one locale it asks react-aria for. */
  const wanted = new Map(locales.map((locale) => [locale.split(/[-_]/)[0].toLowerCase(), locale]));
  if (!wanted.has('en')) wanted.set('en', 'en-US');
  /** The translation react-aria takes for a bare language: the first of its language in the same folder. */
  const firstOf = (path, language) =>
    readdirSync(dirname(path))
      .filter((file) => file.startsWith(`${language}-`) && file.endsWith('.mjs'))
      .sort()[0]
      ?.replace(/\.mjs$/, '');
  return {
    name: 'backoffice:react-aria-locales',
    enforce: 'pre',
    load(id) {
      const path = id.split('?')[0];
      const [, locale, language] = TRANSLATION.exec(path) ?? [];
      if (!locale) return null;
      const appLocale = wanted.get(language);
      const keeps =
        appLocale !== undefined &&
        (appLocale.includes('-') ? locale === appLocale : locale === firstOf(path, language));
      return keeps ? null : 'export default null;';
    },
  };
}
