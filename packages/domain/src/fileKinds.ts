// The files the product takes: the media types of each kind with the extension a stored file gets, the largest
// accepted, and the magic number the bytes of a picture or a PDF must start with. The server refuses by them
// (415 unsupported_file_type, 413 file_too_large), the screens check the same before sending, the fakes answer by them.

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

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const MAGIC: Readonly<Record<ImageType | DocumentType, (bytes: Uint8Array) => boolean>> = {
  'image/png': (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  'image/webp': (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  'application/pdf': (bytes) => startsWith(bytes, ascii('%PDF-')),
};

/** Whether the bytes start with the magic number of the picture or document type they claim to be. */
export function matchesFileType(type: ImageType | DocumentType, bytes: Uint8Array): boolean {
  return MAGIC[type](bytes);
}

/** The accepted type `mediaType` names among `types` (parameters and case ignored), or undefined. */
export function acceptedType<T extends string>(
  types: Readonly<Record<T, string>>,
  mediaType: string | null | undefined,
): T | undefined {
  const type = mediaType?.split(';')[0]!.trim().toLowerCase();
  return type && Object.hasOwn(types, type) ? (type as T) : undefined;
}
