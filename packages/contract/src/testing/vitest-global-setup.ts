import type { TestProject } from 'vitest/node';
import { readContractDocument } from '../node.ts';
import './vitest-context.ts';

// openapi/ read once per run, in Node: test files run in jsdom, where Vite rewrites the loader's
// `new URL(…, import.meta.url)` into a web address. The workers get the parsed bundle and resolve it themselves
// (giveProvidedContract). An app's vitest config names this file (through a one-line module of its own) as globalSetup.
export default function provideContract(project: TestProject): void {
  project.provide('contractDocument', readContractDocument());
}
