import { describe, expect, it } from 'vitest';
import {
  currentNotice,
  initialRequestState,
  requestLifecycle,
  type RequestAction,
  type RequestState,
} from './requestLifecycle.ts';
import { forAll, type Random } from './testing/seededRandom.ts';

const run = (actions: RequestAction[], from: RequestState = initialRequestState) =>
  actions.reduce(requestLifecycle, from);
const busy: RequestState = {
  loading: false,
  error: 'old error',
  message: 'old message',
  warning: 'old warning',
};

describe('requestLifecycle', () => {
  it('starts idle with nothing to show', () => {
    expect(initialRequestState).toEqual({ loading: false, error: null, message: null, warning: null });
    expect(currentNotice(initialRequestState)).toBeNull();
  });

  it('start sets loading and clears error and message', () => {
    expect(run([{ type: 'start' }], busy)).toEqual({
      loading: true,
      error: null,
      message: null,
      warning: 'old warning',
    });
  });

  it('success ends loading, showing its message when it has one', () => {
    expect(run([{ type: 'start' }, { type: 'success' }])).toEqual(initialRequestState);
    expect(run([{ type: 'start' }, { type: 'success', message: 'Usuário editado' }])).toEqual({
      ...initialRequestState,
      message: 'Usuário editado',
    });
    expect(run([{ type: 'success' }], busy).message).toBe('old message');
  });

  it('message, warning and error show their text and end loading', () => {
    expect(run([{ type: 'start' }, { type: 'message', message: 'Usuário criado' }])).toEqual({
      ...initialRequestState,
      message: 'Usuário criado',
    });
    expect(run([{ type: 'start' }, { type: 'warning', warning: 'w' }])).toMatchObject({
      loading: false,
      warning: 'w',
    });
    expect(run([{ type: 'start' }, { type: 'error', error: 'Acesso não autorizado' }])).toMatchObject({
      loading: false,
      error: 'Acesso não autorizado',
    });
  });

  it('hide clears every message', () => {
    expect(run([{ type: 'hide' }], busy)).toEqual(initialRequestState);
  });

  it('a route change clears the messages but not a running request', () => {
    expect(run([{ type: 'start' }, { type: 'warning', warning: 'w' }, { type: 'routeChange' }])).toEqual(
      initialRequestState,
    );
    expect(run([{ type: 'routeChange' }], { ...busy, loading: true })).toEqual({
      ...initialRequestState,
      loading: true,
    });
  });

  it('never mutates the state it is given', () => {
    const frozen = Object.freeze({ ...busy });
    for (const action of [
      { type: 'start' },
      { type: 'hide' },
      { type: 'error', error: 'e' },
    ] as RequestAction[]) {
      expect(requestLifecycle(frozen, action)).not.toBe(frozen);
    }
    expect(frozen).toEqual(busy);
  });

  it('property: after any sequence, loading follows the last request step and a route change leaves nothing to show', () => {
    const randomAction = (random: Random): RequestAction =>
      random.pick<RequestAction>([
        { type: 'start' },
        { type: 'success' },
        { type: 'message', message: `m${random.int(0, 9)}` },
        { type: 'warning', warning: `w${random.int(0, 9)}` },
        { type: 'error', error: `e${random.int(0, 9)}` },
        { type: 'hide' },
      ]);
    forAll(300, (random) => {
      const actions = Array.from({ length: random.int(0, 12) }, () => randomAction(random));
      const state = run(actions);
      expect(currentNotice(run([{ type: 'routeChange' }], state))).toBeNull();
      // Loading is on exactly when the last action that starts or ends a request was a start.
      const lastRequestStep = actions.filter((a) => a.type !== 'hide').at(-1);
      expect(state.loading).toBe(lastRequestStep?.type === 'start');
    });
  });
});

describe('currentNotice', () => {
  it('shows the error first, then the warning, then the success message', () => {
    expect(currentNotice(busy)).toEqual({ severity: 'error', text: 'old error' });
    expect(currentNotice({ ...busy, error: null })).toEqual({ severity: 'warning', text: 'old warning' });
    expect(currentNotice({ ...busy, error: null, warning: null })).toEqual({
      severity: 'success',
      text: 'old message',
    });
  });
});
