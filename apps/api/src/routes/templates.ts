// SCAFFOLD (issue 4): replaced by the real handlers; every operation answers 500 until then.
import { HttpProblem } from '../http/problem.ts';
import type { AppDependencies, RouteHandler } from './types.ts';

export function listTemplatesHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}

export function getTemplateHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}

export function createTemplateHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}

export function updateTemplateHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}

export function deleteTemplateHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}

export function previewTemplateHandler(_deps: AppDependencies): RouteHandler {
  return async () => {
    throw new HttpProblem('internal', 'not built yet');
  };
}
