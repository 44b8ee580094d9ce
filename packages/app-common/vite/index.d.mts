export { cspOrigins } from './csp-origins.mjs';
export { precompress } from './precompress.mjs';
