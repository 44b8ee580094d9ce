import text from '../../../openapi/generated/openapi.yaml?raw';
import { contractFromYaml } from './operations.ts';
import { giveContract, hasContract } from './testing/fakes-contract.ts';

// The contract's bundle as text, for code Vite builds (the workbench's fakes): no file system there. Node reads it with
// '@backoffice/contract/node'.
export const BUNDLED_CONTRACT_TEXT: string = text;

/** The workbench's fakes answer by the contract bundled into the page; read once per page. */
export function giveBundledContract(): void {
  if (!hasContract()) giveContract(contractFromYaml(BUNDLED_CONTRACT_TEXT));
}
