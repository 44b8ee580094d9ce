import { proxy } from 'valtio';
import type { TranslationKey } from '../lib/i18n';
import {
  initialRequestState,
  requestLifecycle,
  type RequestAction,
  type RequestState,
} from '@backoffice/domain';

// The shared UI state (spec §3/§4): the request lifecycle that feeds the snackbar and the loading overlay, and the
// drawer flag. Messages are translation keys; the snackbar translates them in the current locale.
export interface UiState {
  request: RequestState;
  drawerOpen: boolean;
}

export const uiStore = proxy<UiState>({ request: { ...initialRequestState }, drawerOpen: false });

function dispatch(action: RequestAction): void {
  uiStore.request = requestLifecycle(uiStore.request, action);
}

export const requestStarted = () => dispatch({ type: 'start' });
export const requestSucceeded = (message?: TranslationKey) => dispatch({ type: 'success', message });
export const showMessage = (message: TranslationKey) => dispatch({ type: 'message', message });
export const showWarning = (warning: TranslationKey) => dispatch({ type: 'warning', warning });
export const showError = (error: TranslationKey) => dispatch({ type: 'error', error });
export const hideMessage = () => dispatch({ type: 'hide' });
/** A success message waiting for the next route (see succeedOnNextRoute). */
let pendingSuccess: TranslationKey | null = null;

/**
 * A success message for the screen the app is about to open ('Usuário criado' on the list after saving the form):
 * messages belong to the screen that raised them and a route change clears them, so this one is shown by it.
 * Call it right before navigating.
 */
export function succeedOnNextRoute(message: TranslationKey): void {
  pendingSuccess = message;
}

export function routeChanged(): void {
  dispatch({ type: 'routeChange' });
  if (pendingSuccess) {
    const message = pendingSuccess;
    pendingSuccess = null;
    requestSucceeded(message);
  }
}

export function setDrawerOpen(open: boolean): void {
  uiStore.drawerOpen = open;
}

export function toggleDrawer(): void {
  uiStore.drawerOpen = !uiStore.drawerOpen;
}

export function resetUi(): void {
  pendingSuccess = null;
  uiStore.request = { ...initialRequestState };
  uiStore.drawerOpen = false;
}
