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
export const routeChanged = () => dispatch({ type: 'routeChange' });

export function setDrawerOpen(open: boolean): void {
  uiStore.drawerOpen = open;
}

export function toggleDrawer(): void {
  uiStore.drawerOpen = !uiStore.drawerOpen;
}

export function resetUi(): void {
  uiStore.request = { ...initialRequestState };
  uiStore.drawerOpen = false;
}
