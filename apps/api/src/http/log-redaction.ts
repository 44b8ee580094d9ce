import type { FastifyRequest, FastifyServerOptions } from 'fastify';

// Voter links and approval links carry their credential in the path (/v/<token>, /api/portal/<token>/…,
// /aprovacao/<token>, /api/approvals/<token>/…). Request logs keep the route but never the token.

const TOKEN_IN_PATH = /(\/(?:api\/portal|api\/approvals|v|aprovacao)\/)([A-Za-z0-9_-]{20,})(?=[/?#]|$)/g;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, '$1[redacted]');
}

/** Fastify's own request serializer, with the URL's tokens redacted. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/** The logger options with the redacting request serializer (no logger stays no logger). */
export function withRedactedUrls(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestForLog } } as LoggerOption;
}
