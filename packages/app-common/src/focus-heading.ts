/**
 * Moves the focus to the first `selector` heading inside `container` (made focusable by script only, tabIndex -1), so
 * that a screen reader reads it out and the keyboard continues from it after the page changed under the user.
 */
export function focusHeadingIn(container: HTMLElement | null, selector: 'h1' | 'h2'): void {
  const heading = container?.querySelector<HTMLElement>(selector);
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}
