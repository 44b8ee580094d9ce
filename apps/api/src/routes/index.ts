import { changeWorkspaceHandler, companyHandler } from './companies.ts';
import { forgotPasswordHandler } from './forgot-password.ts';
import { healthHandler } from './health.ts';
import { sessionUserHandler, userInfoHandler } from './session.ts';
import type { AppDependencies, Handlers } from './types.ts';

/** The implementation of every operation of openapi/openapi.yaml, by operationId. */
export function createHandlers(deps: AppDependencies): Handlers {
  return {
    getHealth: healthHandler(deps),
    getSessionUser: sessionUserHandler(deps),
    getUserInfo: userInfoHandler(deps),
    getCompany: companyHandler(deps),
    changeWorkspace: changeWorkspaceHandler(deps),
    forgotPassword: forgotPasswordHandler(deps),
  };
}
