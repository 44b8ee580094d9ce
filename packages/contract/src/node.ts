import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { contractFromYaml, type Contract } from './operations.ts';

// The contract read from disk, for Node (the API, its tests, scripts). Browsers and Vite builds pass the bundle's text
// to contractFromYaml themselves.

/** The contract in one file: the bundle of openapi/openapi.yaml, paths/ and components/ (scripts/openapi-bundle.mjs). */
export const CONTRACT_PATH = fileURLToPath(
  new URL('../../../openapi/generated/openapi.yaml', import.meta.url),
);

/** Reads the contract's bundle, resolves its $refs and lists its operations. */
export function loadContract(path = CONTRACT_PATH): Contract {
  return contractFromYaml(readFileSync(path, 'utf8'));
}

/** The bundle parsed but not resolved (small enough to hand to test workers, which resolve it themselves). */
export function readContractDocument(path = CONTRACT_PATH): unknown {
  return parse(readFileSync(path, 'utf8'));
}
