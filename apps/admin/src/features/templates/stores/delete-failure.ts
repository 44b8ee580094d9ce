import { ApiError } from '@backoffice/api-client';
import type { TranslationKey } from '@admin/lib/i18n';

/** What a failed delete tells the operator: gone already, still a voting's ballot, or a plain failure. */
export function deleteFailure(error: unknown): TranslationKey {
  if (error instanceof ApiError && error.status === 404) return 'templates.errors.notFound';
  if (error instanceof ApiError && error.code === 'template_in_use') return 'templates.errors.inUse';
  return 'templates.errors.deleteFailed';
}
