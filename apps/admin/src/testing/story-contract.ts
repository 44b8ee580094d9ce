import { contractFromYaml } from '@backoffice/contract';
import { BUNDLED_CONTRACT_TEXT } from '@backoffice/contract/bundled';
import { giveContract } from './contract-source';

let given = false;

/** The workbench's fakes answer by the contract bundled into the page (no file system in a browser); read once. */
export function giveBundledContract(): void {
  if (given) return;
  giveContract(contractFromYaml(BUNDLED_CONTRACT_TEXT));
  given = true;
}
