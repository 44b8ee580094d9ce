import { templateChannelOf, type ChannelPlan, type CommunicationPurpose } from '@backoffice/domain';
import { fieldErrorsOf, problemCodeOf } from '@admin/lib/api-client';
import type { TranslationKey, TranslationParams } from '@admin/lib/i18n';
import { createCommunication } from '../api/communications';

// Creating a communication's draft from the new screens: what the form checks before asking (a name, a template),
// and the server's refusals in the operator's words. The contract's limit on the name.

export const NAME_MAX = 200;

export interface Message {
  key: TranslationKey;
  params?: TranslationParams;
}

export interface CreateErrors {
  name?: Message;
  templateId?: Message;
  /** About the whole form (no permission, feature off, unexpected). */
  form?: Message;
}

export interface DraftRequest {
  name: string;
  templateId: string | null;
  parameterizable: boolean;
  channel: ChannelPlan;
  purpose: CommunicationPurpose;
}

/** The fields' own problems, before asking the server. */
export function draftErrors({ name, templateId }: DraftRequest): CreateErrors {
  return {
    ...(name.trim() === '' ? { name: { key: 'communications.new.errors.nameRequired' } } : {}),
    ...(templateId === null ? { templateId: { key: 'communications.new.errors.templateRequired' } } : {}),
  };
}

/** The server's refusal of the template, as the operator can act on it. */
function templateMessage(
  code: string,
  params: Record<string, unknown> | undefined,
  channel: ChannelPlan,
): Message {
  if (code === 'placeholder_unavailable') {
    return {
      key: 'communications.new.errors.placeholderUnavailable',
      params: { name: String(params?.name ?? '') },
    };
  }
  return templateChannelOf(channel) === 'whatsapp'
    ? { key: 'communications.new.errors.templateUnusableWhatsapp' }
    : { key: 'communications.new.errors.templateUnusable' };
}

/** Creates the draft (its channel plan and purpose as chosen): its id, or what to show on the form. */
export async function createDraft(request: DraftRequest): Promise<{ id: string } | { errors: CreateErrors }> {
  const invalid = draftErrors(request);
  if (Object.keys(invalid).length > 0) return { errors: invalid };
  try {
    const communication = await createCommunication({
      name: request.name.trim(),
      purpose: request.purpose,
      channel: request.channel,
      templateId: request.templateId!,
      parameterizable: request.parameterizable,
    });
    return { id: communication.id };
  } catch (error) {
    const fields = fieldErrorsOf(error);
    const template = fields.filter((field) => field.field === 'templateId');
    if (template.length > 0) {
      // Several unfillable placeholders: the first is enough to name the way out (the parameterizable screen).
      return {
        errors: { templateId: templateMessage(template[0]!.code, template[0]!.params, request.channel) },
      };
    }
    if (fields.some((field) => field.field === 'name')) {
      return { errors: { name: { key: 'communications.new.errors.nameInvalid' } } };
    }
    const code = problemCodeOf(error);
    if (code !== 'forbidden' && code !== 'feature_disabled')
      console.error('Communication create failed', error);
    return {
      errors: {
        form: {
          key:
            code === 'forbidden' || code === 'feature_disabled'
              ? 'communications.new.errors.forbidden'
              : 'communications.new.errors.unexpected',
        },
      },
    };
  }
}
