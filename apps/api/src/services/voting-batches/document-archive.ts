import {
  MAX_BATCH_DOCUMENT_FILES,
  MAX_DOCUMENT_BYTES,
  MAX_ZIP_UNCOMPRESSED_BYTES,
  isArchiveClutter,
  isUnsafeArchivePath,
} from '@backoffice/domain';
import { strFromU8, unzipSync, type UnzipFileInfo } from 'fflate';
import { crc32 } from 'node:zlib';
import { Refusal } from '../refusal.ts';

// A ZIP of a batch's documents, read in memory (fflate) with limits checked on its central directory before a byte
// is inflated: at most MAX_BATCH_DOCUMENT_FILES entries, no entry over a support document's size, at most
// MAX_ZIP_UNCOMPRESSED_BYTES in all, and no entry whose path leaves the archive. fflate inflates each entry into a
// buffer of the size the directory declares, so an entry that lies about its size (a zip bomb's trick) is cut there
// and memory stays within the declared total; the entry's CRC-32 (from the directory) then refuses the cut file.

export interface ArchiveEntry {
  /** The entry's path inside the archive (folders included: a folder may carry the fund's CNPJ). */
  path: string;
  bytes: Buffer;
}

const MB = 1024 * 1024;
const refuse = (detail: string) => new Refusal('unprocessable', detail);

function readDirectory(bytes: Uint8Array, filter: (entry: UnzipFileInfo) => boolean) {
  try {
    return unzipSync(bytes, { filter });
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw refuse('O arquivo ZIP não pôde ser lido (corrompido, cifrado ou de um formato não suportado).');
  }
}

/** Each entry's CRC-32 as the central directory declares it, by name (fflate does not expose it). */
function declaredCrcs(bytes: Uint8Array): Map<string, number> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const crcs = new Map<string, number>();
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  if (end < 0) return crcs;
  let offset = view.getUint32(end + 16, true);
  const count = view.getUint16(end + 10, true);
  for (let i = 0; i < count && offset + 46 <= bytes.length; i += 1) {
    if (view.getUint32(offset, true) !== 0x02014b50) break;
    const flags = view.getUint16(offset + 8, true);
    const nameLength = view.getUint16(offset + 28, true);
    const skip = nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
    const name = strFromU8(bytes.subarray(offset + 46, offset + 46 + nameLength), !(flags & 0x800));
    crcs.set(name, view.getUint32(offset + 16, true));
    offset += 46 + skip;
  }
  return crcs;
}

/** The documents of a ZIP (clutter such as __MACOSX left out), in the archive's order; 422 when a limit is passed. */
export function readDocumentArchive(bytes: Uint8Array): ArchiveEntry[] {
  let entries = 0;
  let total = 0;
  // First pass: the central directory only (the filter keeps nothing, so nothing is inflated).
  readDirectory(bytes, (entry) => {
    entries += 1;
    if (entries > MAX_BATCH_DOCUMENT_FILES)
      throw refuse(`O ZIP tem mais de ${MAX_BATCH_DOCUMENT_FILES} arquivos.`);
    if (isUnsafeArchivePath(entry.name))
      throw refuse(`O ZIP contém um caminho não permitido: "${entry.name.slice(0, 200)}".`);
    if (isArchiveClutter(entry.name)) return false;
    if (entry.originalSize > MAX_DOCUMENT_BYTES)
      throw refuse(
        `O arquivo "${entry.name.slice(0, 200)}" do ZIP passa de ${MAX_DOCUMENT_BYTES / MB} MB descompactado.`,
      );
    total += entry.originalSize;
    if (total > MAX_ZIP_UNCOMPRESSED_BYTES)
      throw refuse(`O conteúdo do ZIP passa de ${MAX_ZIP_UNCOMPRESSED_BYTES / MB} MB descompactado.`);
    return false;
  });
  const files = readDirectory(bytes, (entry) => !isArchiveClutter(entry.name));
  const crcs = declaredCrcs(bytes);
  return Object.entries(files).map(([path, data]) => {
    // ZIP64 archives (over 4 GB) are past every limit above: the plain directory is all there is to read.
    if (crcs.get(path) !== crc32(data))
      throw refuse(
        `O arquivo "${path.slice(0, 200)}" do ZIP está corrompido (não confere com o tamanho declarado).`,
      );
    return { path, bytes: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
  });
}
