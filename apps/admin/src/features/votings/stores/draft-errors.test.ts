import { describe, expect, it } from 'vitest';
import { ApiError } from '@backoffice/api-client';
import { describeSaveFailure, publishIssues } from './draft-errors';

describe('the review maps voting_incomplete onto the steps', () => {
  it('one issue per missing thing, on the step that fixes it; unknown fields stay on the review', () => {
    expect(
      publishIssues([
        { field: 'items', code: 'minItems' },
        { field: 'voters', code: 'minItems' },
        { field: 'ballotTemplateId', code: 'required' },
        { field: 'deadline', code: 'in_past' },
        { field: 'opensAt', code: 'in_past' },
        { field: 'documents', code: 'minItems' },
        { field: 'items/0/title', code: 'minLength' },
        { field: 'quorum', code: 'something_new' },
      ]),
    ).toEqual([
      { step: 'items', message: { key: 'votings.review.issues.items' } },
      { step: 'voters', message: { key: 'votings.review.issues.voters' } },
      { step: 'invitation', message: { key: 'votings.review.issues.ballotTemplate' } },
      { step: 'details', message: { key: 'votings.review.issues.deadline' } },
      { step: 'details', message: { key: 'votings.review.issues.opensAt' } },
      { step: 'documents', message: { key: 'votings.review.issues.documents' } },
      {
        step: 'review',
        message: { key: 'votings.review.issues.unknown', params: { field: 'quorum', code: 'something_new' } },
      },
    ]);
  });
});

describe('a refused save', () => {
  const refusal = (
    status: number,
    code: string,
    errors: { field: string; code: string; params?: object }[] = [],
  ) =>
    new ApiError('x', {
      response: new Response(null, { status }),
      code: code as never,
      problem: { type: 'about:blank', title: 'x', status, code: code as never, errors: errors as never },
    });
  const items = [
    { key: 'a', title: 'A', description: '' },
    { key: 'b', title: '', description: '' },
  ];

  it('puts field errors on the details, the items and the template', () => {
    const failure = describeSaveFailure(
      refusal(400, 'validation_failed', [
        { field: 'title', code: 'maxLength', params: { limit: 200 } },
        { field: 'items/1/title', code: 'minLength' },
        { field: 'ballotTemplateId', code: 'not_found' },
      ]),
      items,
    );
    expect(failure.details.title).toEqual({ key: 'votings.errors.tooLong', params: { max: 200 } });
    expect(failure.items.titles).toEqual({ b: { key: 'votings.errors.required' } });
    expect(failure.ballotTemplate?.key).toBe('votings.errors.templateUnavailable');
    expect(failure.form.key).toBe('votings.errors.fixFields');
  });

  it('says a published voting cannot be edited here, and anything else failed to save', () => {
    expect(describeSaveFailure(refusal(409, 'invalid_state'), items).form.key).toBe(
      'votings.errors.notDraft',
    );
    expect(describeSaveFailure(new TypeError('offline'), items).form.key).toBe('votings.errors.saveFailed');
  });
});
