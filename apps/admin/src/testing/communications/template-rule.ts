import type { CommunicationInput } from '@backoffice/api-client';
import type { Refusal } from '@backoffice/api-client/testing';
import { findPlaceholders, templateChannelOf, unfillablePlaceholders } from '@backoffice/domain';
import { callerOf } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { fakeTemplates, type FakeTemplateRow } from '../fake-templates';
import { fail } from './access';

// A communication's template, read from the templates fake's rows: the server's rule for createCommunication and
// updateCommunication (a `message` template of the current workspace on the plan's first channel, whose placeholders
// the communication can fill: the domain's templateChannelOf and unfillablePlaceholders), and what the recipients'
// upload and the preview read of it.

/** The template `input` names, or the server's 422 `unprocessable` on `templateId`. */
export function checkTemplate(
  options: FakeApiOptions,
  input: CommunicationInput,
): { template: FakeTemplateRow; refusal?: undefined } | { template?: undefined; refusal: Refusal<422> } {
  const workspaceId = callerOf(options).currentWorkspaceId ?? '';
  const template = fakeTemplates(options).rows.find(
    (row) => row.id === input.templateId && row.workspaceId === workspaceId,
  );
  const channel = templateChannelOf(input.channel);
  const code = !template
    ? 'not_found'
    : template.kind !== 'message'
      ? 'template_kind'
      : template.channel !== channel
        ? 'template_channel'
        : null;
  if (!template || code !== null) {
    const errors = [{ field: 'templateId', code: code ?? 'not_found', params: { channel } }];
    return { refusal: fail(422, 'unprocessable', errors) };
  }
  const unfillable = unfillablePlaceholders(placeholdersOf(template), input.parameterizable);
  if (unfillable.length > 0)
    return {
      refusal: fail(
        422,
        'unprocessable',
        unfillable.map((name) => ({
          field: 'templateId',
          code: 'placeholder_unavailable',
          params: { name },
        })),
      ),
    };
  return { template };
}

/** The template a communication names as it is now (the server's join by id), if the templates fake still has it. */
export const templateOf = (options: FakeApiOptions, templateId: string): FakeTemplateRow | undefined =>
  fakeTemplates(options).rows.find((row) => row.id === templateId);

/** The placeholders of a template's subject and body, in order of first use, each once. */
export const placeholdersOf = (template: Pick<FakeTemplateRow, 'subject' | 'body'>): string[] => [
  ...new Set([...findPlaceholders(template.subject ?? ''), ...findPlaceholders(template.body)]),
];
