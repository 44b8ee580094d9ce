import {
  rolesWith,
  type NavCollapse,
  type NavGroup,
  type NavItem,
  type NavNode,
  type Role,
} from '@backoffice/domain';
import { paths } from './paths';

// The one navigation config of the shell. Its role lists come from the role matrix (packages/domain permissions,
// the same one the server enforces): every list entry needs the area's read permission, every "new" entry the
// permission to run or manage it.
const everyone: readonly Role[] = rolesWith('session.read');
const runners: readonly Role[] = rolesWith('votings.run');

const item = (
  id: string,
  titleKey: string,
  url: string,
  roles: readonly Role[],
  extra: Partial<NavItem> = {},
): NavItem => ({
  type: 'item',
  id,
  titleKey,
  url,
  roles,
  ...extra,
});

/** A list entry stays the active one on its section's pages that have no entry of their own (a voting, a user…). */
const onPages = (...routes: string[]): Partial<NavItem> => ({ activeFor: routes });

const area = (
  id: string,
  icon: string,
  children: readonly NavItem[],
  feature?: NavCollapse['feature'],
): NavCollapse => ({
  type: 'collapse',
  id,
  titleKey: `nav.${id}.title`,
  icon,
  roles: everyone,
  ...(feature ? { feature } : {}),
  children,
});

const section = (id: string, children: readonly NavCollapse[]): NavGroup => ({
  type: 'group',
  id,
  titleKey: `nav.sections.${id}`,
  roles: everyone,
  children,
});

export const navConfig: readonly NavNode[] = [
  section('operations', [
    area('votings', 'vote', [
      item('votings.list', 'nav.votings.list', paths.votings.list, everyone, onPages(paths.votings.edit)),
      item('votings.new', 'nav.votings.new', paths.votings.new, runners),
    ]),
    area(
      'communication',
      'megaphone',
      [
        item(
          'communication.list',
          'nav.communication.list',
          paths.communication.list,
          everyone,
          onPages(paths.communication.edit),
        ),
        item('communication.new', 'nav.communication.new', paths.communication.new, runners),
        item(
          'communication.newParameterizable',
          'nav.communication.newParameterizable',
          paths.communication.newParameterizable,
          runners,
        ),
      ],
      'communication',
    ),
    area(
      'forms',
      'clipboard',
      [
        item('forms.list', 'nav.forms.list', paths.forms.list, everyone, onPages(paths.forms.edit)),
        item('forms.new', 'nav.forms.new', paths.forms.new, runners),
      ],
      'forms',
    ),
    area('transformation', 'file-cog', [
      item(
        'transformation.list',
        'nav.transformation.list',
        paths.transformation.list,
        everyone,
        onPages(paths.transformation.edit),
      ),
      item('transformation.new', 'nav.transformation.new', paths.transformation.new, runners),
    ]),
  ]),
  section('administration', [
    area('templates', 'file-text', [
      item(
        'templates.list',
        'nav.templates.list',
        paths.templates.list,
        everyone,
        onPages(paths.templates.edit),
      ),
      item('templates.new', 'nav.templates.new', paths.templates.new, rolesWith('templates.manage')),
    ]),
    area('users', 'users', [
      item(
        'users.list',
        'nav.users.list',
        paths.users.list,
        rolesWith('users.read'),
        onPages(paths.users.edit),
      ),
      item('users.new', 'nav.users.new', paths.users.new, rolesWith('users.manage')),
    ]),
    area('workspaces', 'building', [
      item(
        'workspaces.list',
        'nav.workspaces.list',
        paths.workspaces.list,
        rolesWith('workspaces.read'),
        onPages(paths.workspaces.edit),
      ),
      item('workspaces.new', 'nav.workspaces.new', paths.workspaces.new, rolesWith('workspaces.manage')),
    ]),
    area('company', 'settings', [
      item('company.settings', 'nav.company.settings', paths.company.settings, rolesWith('company.manage')),
    ]),
  ]),
];

/** The AI-labelled assistant section: its own collapsible tree, rendered apart from the areas. */
export const assistantNavConfig: readonly NavNode[] = [
  {
    type: 'collapse',
    id: 'assistant',
    titleKey: 'nav.assistant.title',
    badgeKey: 'nav.assistant.badge',
    icon: 'sparkles',
    roles: everyone,
    children: [
      item(
        'batchVotings.list',
        'nav.assistant.list',
        paths.batchVotings.list,
        everyone,
        onPages(paths.batchVotings.detail),
      ),
      item('batchVotings.new', 'nav.assistant.new', paths.batchVotings.new, runners),
      item(
        'batchVotings.newFinancialStatement',
        'nav.assistant.newFinancialStatement',
        paths.batchVotings.newFinancialStatement,
        runners,
        { captionKey: 'nav.assistant.financialStatementCaption', badgeKey: 'nav.assistant.newBadge' },
      ),
    ],
  },
];
