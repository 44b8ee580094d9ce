import type { Plugin } from 'vite';

/** A Vite plugin writing `.br` and `.gz` next to every compressible file of the build (see precompress.mjs). */
export function precompress(): Plugin;
