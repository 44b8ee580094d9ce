import type { FeatureRoute } from '../../app/routes/feature-route';
import { lazyPage } from '../../app/routes/lazy-page';
import { paths } from '../../config/paths';

const TemplateEditorPage = lazyPage(() => import('./components/TemplateEditorPage'));

// The templates screens, each a lazy chunk; the most specific paths first ('/templates/new' before '/templates/:id').
export const templatesRoutes: readonly FeatureRoute[] = [
  { path: paths.templates.list, page: lazyPage(() => import('./components/TemplatesListPage')) },
  { path: paths.templates.new, page: TemplateEditorPage },
  { path: paths.templates.edit, page: TemplateEditorPage },
];
