// Plain JavaScript: Node loads a Vite config's imports of workspace packages as they are (no TypeScript there).

/**
 * A Vite plugin writing dist/csp.json: the origins a build's code calls besides its own (`origins(env)`, from the same
 * VITE_* values the bundle is built with). The API serving the build puts them in that build's Content-Security-Policy
 * connect-src, so the policy always matches what the build was configured to reach.
 * @param {(env: Record<string, string | undefined>) => string[]} origins
 * @returns {import('vite').Plugin}
 */
export function cspOrigins(origins) {
  /** @type {Record<string, string | undefined>} */
  let values = {};
  return {
    name: 'backoffice:csp-origins',
    apply: 'build',
    configResolved(config) {
      values = config.env;
    },
    generateBundle() {
      const source = `${JSON.stringify({ connectSrc: origins(values) }, null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: 'csp.json', source });
    },
  };
}
