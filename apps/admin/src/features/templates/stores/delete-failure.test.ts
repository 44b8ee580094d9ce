import { ApiError } from '@backoffice/api-client';
import { describe, expect, it } from 'vitest';
import { deleteFailure } from './delete-failure';

const apiError = (status: number, code: 'not_found' | 'template_in_use' | 'internal') =>
  new ApiError('failed', { response: new Response(null, { status }), code });

describe('deleteFailure', () => {
  it('names a template in use by a voting, one already gone, and anything else as a failure', () => {
    expect(deleteFailure(apiError(409, 'template_in_use'))).toBe('templates.errors.inUse');
    expect(deleteFailure(apiError(404, 'not_found'))).toBe('templates.errors.notFound');
    expect(deleteFailure(apiError(500, 'internal'))).toBe('templates.errors.deleteFailed');
    expect(deleteFailure(new TypeError('network'))).toBe('templates.errors.deleteFailed');
  });
});
