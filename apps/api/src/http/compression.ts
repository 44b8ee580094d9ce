import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { isApiUrl } from './error-handler.ts';

// The API's answers compressed on the way out (issue 18): brotli or gzip, whichever the client prefers, for bodies of
// 1 KB and more — a votings or voters page of JSON shrinks several times; smaller ones gain less than the headers cost.
// Only the API's routes: the web builds' files are compressed once at build and sent as they are (static-admin.ts,
// static-portal.ts), never again per request.

/** Bodies under this many bytes go out as they are. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * JSON (problems included), text (the CSV exports) and XML. Anything else is left to the MIME database, which marks
 * PDF, ZIP, XLSX and images incompressible: those downloads are compressed already and go out as they are.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/u;

/** Registers @fastify/compress for the routes under /api; call it before any route is added. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Before the plugin's own onRoute hook (hooks run in the order they were added): routes outside /api opt out.
  app.addHook('onRoute', (route) => {
    if (!isApiUrl(route.url)) route.compress ??= false;
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    // Request bodies are read as they come (no Content-Encoding on uploads): nothing here is meant to inflate them.
    globalDecompression: false,
  });
}
