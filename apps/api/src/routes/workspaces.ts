// SCAFFOLD (issue 4): replaced by the real handlers; every operation answers 500 until then.
import { HttpProblem } from '../http/problem.ts';
import type { AppDependencies, RouteHandler } from './types.ts';

export function listWorkspacesHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}

export function getWorkspaceHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}

export function createWorkspaceHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}

export function updateWorkspaceHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}

export function deleteWorkspaceHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}
