// Every route of the product (spec §2). Screens and the nav config read paths from here only.
export const paths = {
  root: '/',
  signIn: '/signin',
  firstAccess: '/first-access',
  forgetPassword: '/forget-password',
  token: '/token',
  templates: { list: '/templates/list', new: '/templates/new', edit: '/templates/:id' },
  company: { settings: '/company/settings' },
  users: { list: '/users/list', new: '/users/new', edit: '/users/:id' },
  workspaces: { list: '/workspaces/list', new: '/workspaces/new', edit: '/workspaces/:id' },
  votings: { list: '/votings/list', new: '/votings/new', edit: '/votings/:id' },
  batchVotings: {
    list: '/batch-votings/list',
    new: '/batch-votings/new',
    newFinancialStatement: '/batch-votings/new-financial-statement',
    detail: '/batch-votings/:id',
  },
  communication: {
    list: '/communication/list',
    new: '/communication/new',
    newParameterizable: '/communication/new-communication-parameterizable',
    edit: '/communication/:id',
  },
  forms: { list: '/forms/list', new: '/forms/new', edit: '/forms/:id' },
  transformation: { list: '/transformation/list', new: '/transformation/new', edit: '/transformation/:id' },
} as const;

/** The new-voting flow at a draft (`?id=`), so a reload or a later visit resumes it. */
export const votingDraftPath = (id: string) => `${paths.votings.new}?id=${encodeURIComponent(id)}`;

/** Where a signed-in user lands after the token route (and from the root). */
export const DEFAULT_ROUTE = paths.votings.list;

/** Routes that an anonymous visitor may open. */
export const PUBLIC_ROUTES: readonly string[] = [paths.signIn, paths.firstAccess, paths.forgetPassword];
