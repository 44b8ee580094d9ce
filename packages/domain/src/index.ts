export { ROLES, hasRole, isRole, type Role } from './roles.ts';
export { normalizeForSearch, searchWorkspaces } from './workspaceSearch.ts';
export {
  compareNames,
  sortWorkspaces,
  toggleDirection,
  type SortDirection,
  type SortKey,
} from './workspaceSort.ts';
