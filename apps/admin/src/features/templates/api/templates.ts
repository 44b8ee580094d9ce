import type {
  MessageTemplate,
  MessageTemplateInput,
  MessageTemplatePreview,
  MessageTemplatePreviewRequest,
  Pagination,
  operations,
} from '@backoffice/api-client';
import { api, unwrap } from '@admin/lib/api-client';

// The templates operations of the contract (all scoped to the caller's current workspace by the server).

export type TemplatesQuery = NonNullable<operations['listTemplates']['parameters']['query']>;

export interface TemplatesPage {
  templates: MessageTemplate[];
  pagination: Pagination;
}

/** GET /templates (listTemplates): one page, filtered and sorted by the server. */
export async function listTemplates(query: TemplatesQuery): Promise<TemplatesPage> {
  const { data } = await api.GET('/templates', { params: { query } });
  return unwrap(data);
}

/** GET /templates/{templateId} (getTemplate). */
export async function getTemplate(templateId: string): Promise<MessageTemplate> {
  const { data } = await api.GET('/templates/{templateId}', { params: { path: { templateId } } });
  return unwrap(data).template;
}

/** POST /templates (createTemplate) or PUT /templates/{templateId} (updateTemplate): an id means update. */
export async function saveTemplate(input: MessageTemplateInput & { id?: string }): Promise<MessageTemplate> {
  const { id, ...body } = input;
  const { data } = id
    ? await api.PUT('/templates/{templateId}', { params: { path: { templateId: id } }, body })
    : await api.POST('/templates', { body });
  return unwrap(data).template;
}

/** DELETE /templates/{templateId} (deleteTemplate). */
export async function deleteTemplate(templateId: string): Promise<void> {
  await api.DELETE('/templates/{templateId}', { params: { path: { templateId } } });
}

/** POST /templates/preview (previewTemplate): the template filled with sample data; nothing is stored. */
export async function previewTemplate(
  request: MessageTemplatePreviewRequest,
): Promise<MessageTemplatePreview> {
  const { data } = await api.POST('/templates/preview', { body: request });
  return unwrap(data);
}
