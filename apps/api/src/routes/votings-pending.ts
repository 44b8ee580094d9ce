import { HttpProblem } from '../http/problem.ts';
import type { AppDependencies, OperationId, RouteHandler } from './types.ts';

// TEMPORARY (issue 5, while the votings handlers are written in parallel): the contract's voting operations
// answer 500 until their real handler replaces the entry in routes/index.ts. This file is deleted when none is left.
export function pendingHandler(operationId: OperationId): (deps: AppDependencies) => RouteHandler {
  return () => async () => {
    throw new HttpProblem('internal', `${operationId} is not built yet`);
  };
}
