// The portal's one "the voter session ended" error: a call that needed the session (the HttpOnly `voter_session`
// cookie) came back 401, whether through the typed client (api/client.ts) or the attorney pieces' uploads
// (components/attorney/attorney-api.ts). By then the portal is already back at the identity step
// (`onPortalSessionEnded`), so whoever catches it says nothing more.
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
}

export const isSessionEnded = (error: unknown): boolean => error instanceof SessionEndedError;
