// SCAFFOLD (issue 4): replaced by the real handlers; every operation answers 500 until then.
import { HttpProblem } from '../http/problem.ts';
import type { AppDependencies, RouteHandler } from './types.ts';

export function updateCompanyHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}

export function uploadCompanyLogoHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}

export function deleteCompanyLogoHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}

export function getFileHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}
