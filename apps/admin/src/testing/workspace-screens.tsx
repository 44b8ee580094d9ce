import { Route, Switch } from 'wouter';
import { FeedbackHost } from '../app/FeedbackHost';
import { paths } from '../config/paths';
import WorkspaceFormPage from '../features/workspace-admin/components/WorkspaceFormPage';
import WorkspaceListPage from '../features/workspace-admin/components/WorkspaceListPage';
import { StoryRoute } from './StoryRoute';

/** The workspace screens without the shell, starting at `path`: a row or a save moves between them in the story. */
export function WorkspaceScreens({ path }: { path: string }) {
  return (
    <StoryRoute path={path}>
      <Switch>
        <Route path={paths.workspaces.list}>
          <WorkspaceListPage />
        </Route>
        <Route path={paths.workspaces.new}>
          <WorkspaceFormPage />
        </Route>
        <Route path={paths.workspaces.edit}>
          <WorkspaceFormPage />
        </Route>
      </Switch>
      <FeedbackHost />
    </StoryRoute>
  );
}
