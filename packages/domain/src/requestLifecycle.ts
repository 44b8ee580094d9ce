// The request lifecycle of spec §4 as a pure reducer: start (sets loading, clears error and message), success,
// message, warning, error, hide message; messages clear on route change. The app's UI store applies it and the
// snackbar and loading overlay read the state. Messages are i18n keys or texts chosen by the caller.

export type RequestState = {
  loading: boolean;
  error: string | null;
  message: string | null;
  warning: string | null;
};

export type RequestAction =
  | { type: 'start' }
  | { type: 'success'; message?: string }
  | { type: 'message'; message: string }
  | { type: 'warning'; warning: string }
  | { type: 'error'; error: string }
  | { type: 'hide' }
  | { type: 'routeChange' };

export const initialRequestState: Readonly<RequestState> = Object.freeze({
  loading: false,
  error: null,
  message: null,
  warning: null,
});

const NO_MESSAGES = { error: null, message: null, warning: null } as const;

/** Returns a new state; the given one is never mutated. Message, warning and error each end the request. */
export function requestLifecycle(state: Readonly<RequestState>, action: RequestAction): RequestState {
  switch (action.type) {
    case 'start':
      return { ...state, loading: true, error: null, message: null };
    case 'success':
      return action.message === undefined
        ? { ...state, loading: false }
        : { ...state, loading: false, message: action.message };
    case 'message':
      return { ...state, loading: false, message: action.message };
    case 'warning':
      return { ...state, loading: false, warning: action.warning };
    case 'error':
      return { ...state, loading: false, error: action.error };
    case 'hide':
    case 'routeChange':
      // Hiding closes the snackbar whatever it shows; a route change leaves a running request's loading alone.
      return { ...state, ...NO_MESSAGES };
  }
}

export type Notice = { severity: 'error' | 'warning' | 'success'; text: string };

/** What the snackbar shows: the error first, then the warning, then the success message; null when none. */
export function currentNotice(state: Readonly<RequestState>): Notice | null {
  if (state.error !== null) return { severity: 'error', text: state.error };
  if (state.warning !== null) return { severity: 'warning', text: state.warning };
  if (state.message !== null) return { severity: 'success', text: state.message };
  return null;
}
