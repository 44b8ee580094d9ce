import type { FastifyInstance } from 'fastify';

// HTML forms' bodies (application/x-www-form-urlencoded): a mailbox's one-click unsubscribe (RFC 8058) and the
// unsubscribe page's button post `List-Unsubscribe=One-Click`. Read as a flat object of strings, small.
const FORM_BODY_MAX_BYTES = 4 * 1024;

export function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_MAX_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
