/** Reloads the page (after a workspace change every screen must start over in the new workspace). */
export function reloadPage(): void {
  window.location.reload();
}
