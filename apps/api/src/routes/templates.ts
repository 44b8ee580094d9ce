import type { MessageTemplate, MessageTemplatePreview } from '@backoffice/api-client';
import { withWorkspace } from '../db/tenant.ts';
import { HttpProblem } from '../http/problem.ts';
import {
  deleteTemplate,
  insertTemplate,
  listTemplates,
  loadTemplate,
  lockTemplate,
  prepareTemplate,
  previewTemplate,
  updateTemplate,
  type TemplateListQuery,
} from '../services/templates.ts';
import {
  requireWorkspaceSession,
  type AppDependencies,
  type JsonBody,
  type PathParams,
  type RouteHandler,
} from './types.ts';

// Message templates of the caller's current workspace (x-scope: workspace). The authorization hook has checked the
// role (templates.read / templates.manage) and that there is a current workspace; every query runs in
// withWorkspace, so a template of another workspace or company is simply not there (404).

export function listTemplatesHandler({ database }: AppDependencies): RouteHandler {
  return async (request) => {
    const session = requireWorkspaceSession(request);
    const query = request.query as TemplateListQuery;
    return withWorkspace(database.db, session.companyId, session.currentWorkspaceId, (trx) =>
      listTemplates(trx, session.currentWorkspaceId, query),
    );
  };
}

export function getTemplateHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ template: MessageTemplate }> => {
    const session = requireWorkspaceSession(request);
    const { templateId } = request.params as PathParams<'getTemplate'>;
    const template = await withWorkspace(database.db, session.companyId, session.currentWorkspaceId, (trx) =>
      loadTemplate(trx, session.currentWorkspaceId, templateId),
    );
    if (!template) throw new HttpProblem('not_found');
    return { template };
  };
}

export function createTemplateHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply): Promise<{ template: MessageTemplate }> => {
    const session = requireWorkspaceSession(request);
    const content = prepareTemplate(request.body as JsonBody<'createTemplate'>);
    const template = await withWorkspace(database.db, session.companyId, session.currentWorkspaceId, (trx) =>
      insertTemplate(
        trx,
        {
          companyId: session.companyId,
          workspaceId: session.currentWorkspaceId,
          userId: session.userId,
        },
        content,
      ),
    );
    reply.code(201);
    return { template };
  };
}

export function updateTemplateHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ template: MessageTemplate }> => {
    const session = requireWorkspaceSession(request);
    const { templateId } = request.params as PathParams<'updateTemplate'>;
    const input = request.body as JsonBody<'updateTemplate'>;
    const workspaceId = session.currentWorkspaceId;
    const template = await withWorkspace(database.db, session.companyId, workspaceId, async (trx) => {
      // A template that is not there is 404 whatever the body says; only then are its rules checked.
      if (!(await lockTemplate(trx, workspaceId, templateId))) throw new HttpProblem('not_found');
      return updateTemplate(trx, workspaceId, templateId, prepareTemplate(input));
    });
    if (!template) throw new HttpProblem('not_found');
    return { template };
  };
}

export function deleteTemplateHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const session = requireWorkspaceSession(request);
    const { templateId } = request.params as PathParams<'deleteTemplate'>;
    const deleted = await withWorkspace(database.db, session.companyId, session.currentWorkspaceId, (trx) =>
      deleteTemplate(trx, session.currentWorkspaceId, templateId),
    );
    if (!deleted) throw new HttpProblem('not_found');
    return reply.code(204).send();
  };
}

export function previewTemplateHandler(_deps: AppDependencies): RouteHandler {
  return async (request): Promise<MessageTemplatePreview> => {
    // Nothing is read or stored: the hook has already checked the role and the current workspace.
    requireWorkspaceSession(request);
    return previewTemplate(request.body as JsonBody<'previewTemplate'>);
  };
}
