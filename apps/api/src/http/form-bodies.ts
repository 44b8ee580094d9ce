import type { FastifyInstance } from 'fastify';

// HTML forms' bodies (application/x-www-form-urlencoded), for the operations that take one: a mailbox's one-click
// unsubscribe (RFC 8058) and the unsubscribe page's button post `List-Unsubscribe=One-Click`. Read as a flat object
// of strings, small. Any other operation refuses a form as it refuses any media type it does not take — a form is
// never read as if it were the JSON an operation expects.
const FORM_OPERATIONS = new Set(['confirmUnsubscribe']);
const FORM_BODY_MAX_BYTES = 4 * 1024;

export function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_MAX_BYTES },
    (request, body, done) => {
      const operationId = (request.routeOptions.config as { operationId?: unknown } | undefined)?.operationId;
      if (typeof operationId !== 'string' || !FORM_OPERATIONS.has(operationId)) {
        done(
          Object.assign(new Error(`Unsupported Media Type: ${request.headers['content-type']}`), {
            statusCode: 415,
            code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
          }),
          undefined,
        );
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
