import type { TranslationKey } from '../../lib/i18n';
import { paths } from '../../config/paths';

/** Every signed-in route of spec §2 with the title its screen shows; the ones a feature builds (feature-routes)
 * take precedence, the rest show the not-available page. */
export const areaRoutes: readonly { path: string; titleKey: TranslationKey }[] = [
  { path: paths.templates.list, titleKey: 'nav.templates.list' },
  { path: paths.templates.new, titleKey: 'nav.templates.new' },
  { path: paths.templates.edit, titleKey: 'routes.templatesEdit' },
  { path: paths.company.settings, titleKey: 'nav.company.settings' },
  { path: paths.users.list, titleKey: 'nav.users.list' },
  { path: paths.users.new, titleKey: 'nav.users.new' },
  { path: paths.users.edit, titleKey: 'routes.usersEdit' },
  { path: paths.workspaces.list, titleKey: 'nav.workspaces.list' },
  { path: paths.workspaces.new, titleKey: 'nav.workspaces.new' },
  { path: paths.workspaces.edit, titleKey: 'routes.workspacesEdit' },
  { path: paths.votings.new, titleKey: 'nav.votings.new' },
  { path: paths.votings.edit, titleKey: 'routes.votingsEdit' },
  { path: paths.batchVotings.list, titleKey: 'nav.assistant.list' },
  { path: paths.batchVotings.new, titleKey: 'nav.assistant.new' },
  { path: paths.batchVotings.newFinancialStatement, titleKey: 'nav.assistant.newFinancialStatement' },
  { path: paths.communication.list, titleKey: 'nav.communication.list' },
  { path: paths.communication.new, titleKey: 'nav.communication.new' },
  { path: paths.communication.newParameterizable, titleKey: 'nav.communication.newParameterizable' },
  { path: paths.communication.edit, titleKey: 'routes.communicationEdit' },
  { path: paths.forms.list, titleKey: 'nav.forms.list' },
  { path: paths.forms.new, titleKey: 'nav.forms.new' },
  { path: paths.forms.edit, titleKey: 'routes.formsEdit' },
  { path: paths.transformation.list, titleKey: 'nav.transformation.list' },
  { path: paths.transformation.new, titleKey: 'nav.transformation.new' },
  { path: paths.transformation.edit, titleKey: 'routes.transformationEdit' },
];
