import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * An app's import aliases (`@admin/…` for apps/admin/src/…, `@portal/…` for apps/portal/src/…, in place of climbing
 * three to five `../`) are written once, as `compilerOptions.paths` in the app's tsconfig.json, which TypeScript and
 * ESLint's resolver read. This turns them into Vite aliases for the app's Vite and Vitest configs and Storybook's
 * viteFinal. Only the `"@name/*": ["./dir/*"]` form is used (and understood).
 */
export function tsconfigAliases(...tsconfigPaths: string[]): { find: RegExp; replacement: string }[] {
  return tsconfigPaths.flatMap((tsconfigPath) => {
    if (!existsSync(tsconfigPath)) return [];
    const paths: Record<string, string[]> =
      JSON.parse(readFileSync(tsconfigPath, 'utf8')).compilerOptions?.paths ?? {};
    return Object.entries(paths).map(([pattern, [target]]) => {
      if (!pattern.endsWith('/*') || !target?.endsWith('/*'))
        throw new Error(`${tsconfigPath}: paths entry ${pattern} is not of the form "@name/*": ["./dir/*"]`);
      const prefix = pattern.slice(0, -1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return {
        find: new RegExp(`^${prefix}`),
        replacement: `${resolve(dirname(tsconfigPath), target.slice(0, -1))}/`,
      };
    });
  });
}
