import type { Plugin } from 'vite';

/** A Vite plugin writing dist/csp.json: the origins a build's code calls besides its own (see csp-origins.mjs). */
export function cspOrigins(origins: (env: Record<string, string | undefined>) => string[]): Plugin;
