// The public pages of the product, served by this app from their own small entry (src/portal): a voter's link and a
// third-party approver's link. main.tsx reads only this module before choosing which app to load.

export const portalPaths = {
  voter: '/v/:token',
  approval: '/aprovacao/:token',
} as const;

/** True for a path of the portal (`/v/<token>`, `/aprovacao/<token>`), which never loads the operator app. */
export function isPortalPath(pathname: string): boolean {
  return /^\/(?:v|aprovacao)\//.test(pathname);
}
