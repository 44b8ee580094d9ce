// What the server checks of a voter's upload (uploadPortalDocument), checked first in the browser so a refusal comes
// at once: PDF, PNG or JPEG by their first bytes (a renamed file is refused whatever its name says), 20 MB at most.

export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** What the file chooser offers and the drop zone lets through: the types, or their extensions when a browser gives
 * no type (some phones); the first bytes decide afterwards. */
export const DOCUMENT_ACCEPT = [...DOCUMENT_TYPES, '.pdf', '.png', '.jpg', '.jpeg'];

/** The contract's limit: 20 MB. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

const SIGNATURES: readonly { type: DocumentType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The type the file's first bytes say, or null when they are none of PDF, PNG, JPEG. */
export function sniffType(head: Uint8Array): DocumentType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}

async function readHead(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 8);
  // jsdom's Blob lacks arrayBuffer() on slices in older versions; a FileReader always works.
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

export type DocumentRefusal = 'size' | 'empty' | 'content';

/** Why the file may not be sent, or the content type its bytes say (the one it is sent with). */
export async function checkDocument(
  file: File,
): Promise<{ refusal: DocumentRefusal } | { type: DocumentType }> {
  if (file.size === 0) return { refusal: 'empty' };
  if (file.size > DOCUMENT_MAX_BYTES) return { refusal: 'size' };
  const type = sniffType(await readHead(file));
  return type ? { type } : { refusal: 'content' };
}
