import type { TestProject } from 'vitest/node';
import { readContractDocument } from '@backoffice/contract/node';

// openapi/ read once per run, in Node: the test files run in jsdom, where Vite rewrites the loader's
// `new URL(…, import.meta.url)` into a web address. The workers get the parsed bundle and resolve it themselves
// (setup.ts → contract-source.ts), for the fakes' request gate and the check of every fake answer.
declare module 'vitest' {
  export interface ProvidedContext {
    contractDocument: unknown;
  }
}

export default function provideContract(project: TestProject): void {
  project.provide('contractDocument', readContractDocument());
}
