import {
  createAnswerChecker,
  createRequestValidator,
  type AnswerChecker,
  type Contract,
  type RequestValidator,
} from '@backoffice/contract';

// The contract the fakes answer by (their request gate, the check of their answers), given once per test worker by
// setup.ts (from the run's global setup) and once per page by the workbench's story setup (from the bundle's text).
let current: { validator: RequestValidator; checker: AnswerChecker } | undefined;

export function giveContract(contract: Contract): void {
  current = { validator: createRequestValidator(contract), checker: createAnswerChecker(contract) };
}

function given() {
  if (!current)
    throw new Error('No contract for the fakes: call giveContract first (testing/setup.ts, story setup).');
  return current;
}

export const contractValidator = (): RequestValidator => given().validator;
export const answerChecker = (): AnswerChecker => given().checker;
