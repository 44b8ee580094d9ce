import type { TestProject } from 'vitest/node';
// eslint-disable-next-line import-x/no-restricted-paths -- tests reuse the API's contract reader, not a copy of it
import { loadContract } from '../../../api/src/contract/load-contract.ts';

// openapi/ read once per run by the API's own loader (apps/api/src/contract/load-contract.ts), in Node: the test files
// run in jsdom, where Vite rewrites the loader's `new URL(…, import.meta.url)` into a web address. The workers get the
// operations' declared answers and the Problem schema (contract-answers.ts checks every fake answer against them).
export interface ContractAnswers {
  operations: { operationId: string; method: string; url: string; responses: DeclaredResponses }[];
  problem: Record<string, unknown>;
}
export type DeclaredResponses = Record<
  string,
  { content?: Record<string, { schema: Record<string, unknown> }> }
>;

declare module 'vitest' {
  export interface ProvidedContext {
    contractAnswers: ContractAnswers;
  }
}

export default function provideContract(project: TestProject): void {
  const contract = loadContract();
  project.provide('contractAnswers', {
    operations: contract.operations.map(({ operationId, method, url, responses }) => ({
      operationId,
      method,
      url,
      responses,
    })),
    problem: contract.schema('Problem'),
  });
}
