import { changeWorkspaceHandler, companyHandler } from './companies.ts';
import { forgotPasswordHandler } from './forgot-password.ts';
import { healthHandler } from './health.ts';
import { sessionUserHandler, userInfoHandler } from './session.ts';
import {
  listUsersHandler,
  getUserHandler,
  createUserHandler,
  updateUserHandler,
  deleteUserHandler,
} from './users.ts';
import {
  listWorkspacesHandler,
  getWorkspaceHandler,
  createWorkspaceHandler,
  updateWorkspaceHandler,
  deleteWorkspaceHandler,
} from './workspaces.ts';
import {
  updateCompanyHandler,
  uploadCompanyLogoHandler,
  deleteCompanyLogoHandler,
  getFileHandler,
} from './company-settings.ts';
import {
  listTemplatesHandler,
  getTemplateHandler,
  createTemplateHandler,
  updateTemplateHandler,
  deleteTemplateHandler,
  previewTemplateHandler,
} from './templates.ts';
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
    listUsers: listUsersHandler(deps),
    getUser: getUserHandler(deps),
    createUser: createUserHandler(deps),
    updateUser: updateUserHandler(deps),
    deleteUser: deleteUserHandler(deps),
    listWorkspaces: listWorkspacesHandler(deps),
    getWorkspace: getWorkspaceHandler(deps),
    createWorkspace: createWorkspaceHandler(deps),
    updateWorkspace: updateWorkspaceHandler(deps),
    deleteWorkspace: deleteWorkspaceHandler(deps),
    updateCompany: updateCompanyHandler(deps),
    uploadCompanyLogo: uploadCompanyLogoHandler(deps),
    deleteCompanyLogo: deleteCompanyLogoHandler(deps),
    getFile: getFileHandler(deps),
    listTemplates: listTemplatesHandler(deps),
    getTemplate: getTemplateHandler(deps),
    createTemplate: createTemplateHandler(deps),
    updateTemplate: updateTemplateHandler(deps),
    deleteTemplate: deleteTemplateHandler(deps),
    previewTemplate: previewTemplateHandler(deps),
  };
}
