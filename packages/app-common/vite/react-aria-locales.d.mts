import type { Plugin } from 'vite';

/** A Vite plugin leaving out react-aria's translations in languages other than `locales`' (see react-aria-locales.mjs). */
export function reactAriaLocales(locales: readonly string[]): Plugin;
