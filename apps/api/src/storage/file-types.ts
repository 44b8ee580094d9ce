// The files the API takes and keeps: the media types of each kind, the extension a stored file gets, and the
// largest accepted. The upload routes (http/binary-bodies.ts) enforce them on the bytes; the services store by them.

/** The images a logo may be, with the file extension each is stored under. SVG never: it can carry script. */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;

/** A voting's support documents: PDF or a picture of a page. */
export const DOCUMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
} as const;

/** A voter list: Excel's CSV, sent as text/csv or (by browsers that do not know the extension) octet-stream. */
export const VOTER_IMPORT_TYPES = {
  'text/csv': 'csv',
  'application/octet-stream': 'csv',
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;
export type ImageExtension = (typeof IMAGE_TYPES)[ImageType];
export type DocumentType = keyof typeof DOCUMENT_TYPES;
export type DocumentExtension = (typeof DOCUMENT_TYPES)[DocumentType];

const MB = 1024 * 1024;
/** 1 MB: the largest logo accepted (the contract says so); one byte more is 413 `file_too_large`. */
export const MAX_IMAGE_BYTES = MB;
/** 20 MB: the largest support document. */
export const MAX_DOCUMENT_BYTES = 20 * MB;
/** 50 MB: the largest voter CSV (about a million rows). */
export const MAX_VOTER_IMPORT_BYTES = 50 * MB;
/** 5 MB: the largest CSV of represented parties an attorney uploads in the voter portal. */
export const MAX_REPRESENTED_PARTIES_BYTES = 5 * MB;
