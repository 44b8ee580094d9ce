import { HttpProblem } from './problem.ts';

// A multipart/form-data body (RFC 7578) already buffered within its operation's limit (binary-bodies.ts), split
// into its parts. Only what a file upload needs: each part's name, file name and type, and its bytes (a view on the
// body, not a copy). Anything malformed is 400 validation_failed with a pt-BR detail: the parts are never guessed.

export interface MultipartPart {
  /** The form field's name (Content-Disposition `name`). */
  name: string;
  /** The file's name (`filename*` or `filename`), undefined for a plain field. */
  fileName: string | undefined;
  /** The part's media type, lower case without parameters ('' when it has none). */
  contentType: string;
  bytes: Buffer;
}

const malformed = (detail: string) =>
  new HttpProblem('validation_failed', `O corpo da requisição não é um multipart válido: ${detail}.`);

/** The boundary of a multipart/form-data Content-Type header, else 415. */
export function multipartBoundary(contentType: string | undefined): string {
  const [type, ...parameters] = (contentType ?? '').split(';');
  if (type?.trim().toLowerCase() !== 'multipart/form-data')
    throw new HttpProblem('unsupported_file_type', 'Envie os arquivos como multipart/form-data.');
  for (const parameter of parameters) {
    const [key, ...rest] = parameter.split('=');
    if (key?.trim().toLowerCase() !== 'boundary') continue;
    const value = rest
      .join('=')
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (value.length >= 1 && value.length <= 70) return value;
  }
  throw malformed('sem boundary');
}

/** A header's parameter (`name="x"`; RFC 8187's `filename*=UTF-8''x` when asked for). */
function parameterOf(header: string, key: string): string | undefined {
  const quoted = new RegExp(`(?:^|;)\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header);
  if (quoted) return quoted[1]!.replace(/\\(.)/g, '$1');
  const bare = new RegExp(`(?:^|;)\\s*${key}=([^;\\s]+)`, 'i').exec(header);
  return bare?.[1];
}

function fileNameOf(disposition: string): string | undefined {
  const extended = parameterOf(disposition, 'filename\\*');
  if (extended) {
    const match = /^utf-8''(.*)$/i.exec(extended);
    if (match) {
      try {
        return decodeURIComponent(match[1]!);
      } catch {
        throw malformed('filename* mal codificado');
      }
    }
  }
  return parameterOf(disposition, 'filename');
}

function headersOf(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw malformed('cabeçalho de parte ilegível');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The parts of `body`, at most `maxParts` (more is 422 unprocessable). */
export function parseMultipart(
  body: Buffer,
  contentType: string | undefined,
  maxParts: number,
): MultipartPart[] {
  const boundary = multipartBoundary(contentType);
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const parts: MultipartPart[] = [];
  let start = body.indexOf(delimiter);
  if (start < 0) throw malformed('boundary ausente do corpo');
  for (;;) {
    let cursor = start + delimiter.length;
    // '--' after a delimiter closes the body; anything after it (the epilogue) is ignored.
    if (body[cursor] === 0x2d && body[cursor + 1] === 0x2d) break;
    if (body[cursor] !== 0x0d || body[cursor + 1] !== 0x0a)
      throw malformed('delimitador sem quebra de linha');
    cursor += 2;
    const headerEnd = body.indexOf('\r\n\r\n', cursor, 'latin1');
    if (headerEnd < 0) throw malformed('parte sem fim de cabeçalhos');
    // Header values are UTF-8 in practice (browsers send file names so).
    const headers = headersOf(body.subarray(cursor, headerEnd).toString('utf8'));
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`, 'latin1'), headerEnd + 4);
    if (next < 0) throw malformed('parte sem delimitador final');
    const disposition = headers.get('content-disposition') ?? '';
    if (!/^form-data\b/i.test(disposition)) throw malformed('parte sem Content-Disposition form-data');
    if (parts.length >= maxParts)
      throw new HttpProblem('unprocessable', `Envie no máximo ${maxParts} arquivos de uma vez.`);
    parts.push({
      name: parameterOf(disposition, 'name') ?? '',
      fileName: fileNameOf(disposition),
      contentType: (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase(),
      bytes: body.subarray(headerEnd + 4, next),
    });
    start = next + 2;
  }
  return parts;
}
