import type { Contract } from '../operations.ts';
import { createRequestValidator, type RequestValidator } from '../request-validator.ts';
import { createAnswerChecker, type AnswerChecker } from './answer-check.ts';

// The contract an app's fakes answer by (their request gate, the check of their answers): given once per test worker
// (vitest.ts, from the run's global setup) or once per workbench page (bundled.ts, from the bundle's text).
let current: { validator: RequestValidator; checker: AnswerChecker } | undefined;

export function giveContract(contract: Contract): void {
  current = { validator: createRequestValidator(contract), checker: createAnswerChecker(contract) };
}

export const hasContract = (): boolean => current !== undefined;

function given() {
  if (!current)
    throw new Error('No contract for the fakes: give it first (@backoffice/contract/vitest or /bundled).');
  return current;
}

export const contractValidator = (): RequestValidator => given().validator;
export const answerChecker = (): AnswerChecker => given().checker;
