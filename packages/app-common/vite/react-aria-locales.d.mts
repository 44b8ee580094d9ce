import type { Plugin } from 'vite';

/** A Vite plugin leaving out the react-aria translations `locales` never show (see react-aria-locales.mjs). */
export function reactAriaLocales(locales: readonly string[]): Plugin;
