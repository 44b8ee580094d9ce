// SCAFFOLD (issue 4): replaced by the real handlers; every operation answers 500 until then.
import { HttpProblem } from '../http/problem.ts';
import type { AppDependencies, RouteHandler } from './types.ts';

export function listUsersHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}

export function getUserHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}

export function createUserHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}

export function updateUserHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}

export function deleteUserHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}
