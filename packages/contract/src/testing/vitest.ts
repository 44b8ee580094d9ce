import { inject } from 'vitest';
import { contractFromDocument } from '../operations.ts';
import { giveContract } from './fakes-contract.ts';
import './vitest-context.ts';

// A test worker's side of the contract: the parsed bundle the run's global setup provided (vitest-global-setup.ts),
// resolved once per worker and given to the fakes. Called from an app's vitest setup file.
export function giveProvidedContract(): void {
  giveContract(contractFromDocument(inject('contractDocument')));
}
