import { FeedbackHost } from '../app/FeedbackHost';
import { SignedInApp } from '../app/routes/SignedInApp';
import { StoryRoute } from './StoryRoute';

/** Story parameters of a screen shown inside the signed-in shell: full bleed, checked at a laptop's size. */
export function shellScreenParameters(testViewport = { width: 1366, height: 900 }) {
  return { app: true, fullBleed: true, layout: 'fullscreen', testViewport } as const;
}

/** The whole signed-in app at `path`, with the snackbar: a screen as operators see it. */
export function ShellScreen({ path }: { path: string }) {
  return (
    <StoryRoute path={path}>
      <SignedInApp />
      <FeedbackHost />
    </StoryRoute>
  );
}

/** A story `render` showing the shell at `path`. */
export const shellAt = (path: string) => () => <ShellScreen path={path} />;
