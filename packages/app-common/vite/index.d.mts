export { cspOrigins } from './csp-origins.mjs';
export { precompress } from './precompress.mjs';
export { reactAriaLocales } from './react-aria-locales.mjs';
export { prerender, type PrerenderPage } from './prerender.mjs';
