// The Vite plugins both web apps' builds use (apps/admin/vite.config.ts, apps/portal/vite.config.ts).
export { cspOrigins } from './csp-origins.mjs';
export { precompress } from './precompress.mjs';
export { reactAriaLocales } from './react-aria-locales.mjs';
export { prerender } from './prerender.mjs';
