import type { Plugin } from 'vite';

export interface PrerenderPage {
  /** The path the app renders (e.g. '/signin'). */
  url: string;
  /** The page written into the build (e.g. 'signin.html'), which the server sends for `url`. */
  file: string;
  /** The lazily loaded modules the page shows (relative to the app's root): their CSS linked, their chunks loaded. */
  modules?: string[];
}

/** A Vite plugin writing pages of the app prerendered at build time (see prerender.mjs). */
export function prerender(options: { entry: string; pages: PrerenderPage[] }): Plugin;
