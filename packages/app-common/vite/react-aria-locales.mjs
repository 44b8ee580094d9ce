// Plain JavaScript, like csp-origins.mjs: Node loads a Vite config's imports of workspace packages as they are.

/** A translation file of react-aria's own strings: `…/react-aria/dist/private/intl/menu/de-DE.mjs`,
 * `…/react-aria-components/dist/private/intl/de-DE.mjs`. */
const TRANSLATION =
  /\/(?:react-aria|react-aria-components|react-stately)\/dist\/.*\/intl\/(?:[^/]+\/)?([a-z]{2,3})-[^/]+\.mjs$/;

/**
 * A Vite plugin that leaves out the translations of react-aria's own strings (a menu's "press and hold", a drop
 * zone's announcements, a calendar's labels…) in the languages an app does not speak: react-aria bundles 34 of them
 * with each component. A left-out file exports `null`, which react-aria's string dictionary drops (the same as
 * Adobe's optimize-locales-plugin); for a locale it has no strings of, it takes another of the same language, then
 * English, so English is always kept. The app's locales are given as they are ('pt-BR', 'en', 'zh'): every
 * translation of their languages stays, whatever its region.
 * @param {readonly string[]} locales
 * @returns {import('vite').Plugin}
 */
export function reactAriaLocales(locales) {
  const languages = new Set(['en', ...locales.map((locale) => locale.split(/[-_]/)[0].toLowerCase())]);
  return {
    name: 'backoffice:react-aria-locales',
    enforce: 'pre',
    load(id) {
      const language = TRANSLATION.exec(id.split('?')[0])?.[1];
      if (language && !languages.has(language)) return 'export default null;';
      return null;
    },
  };
}
