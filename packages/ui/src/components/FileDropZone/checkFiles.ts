/** What a FileDropZone accepts. Every rule is optional; without rules every file passes. */
export interface FileRules {
  /** MIME types ('application/pdf'), wildcards ('image/*') and/or extensions ('.csv'), case-insensitive. */
  acceptedFileTypes?: readonly string[];
  /** Largest size in bytes. */
  maxFileSize?: number;
  /** Most files in the list, counting `currentCount` already there. */
  maxFiles?: number;
}

export type FileRejectionReason = 'type' | 'size' | 'count';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

export interface FileCheck {
  accepted: File[];
  rejected: FileRejection[];
}

/**
 * Splits incoming files into accepted and rejected, in order: type first, then size, then the count
 * (only files that passed the first two use up a place). `currentCount` is how many files are already kept.
 */
export function checkFiles(files: readonly File[], rules: FileRules, currentCount = 0): FileCheck {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    const reason = rejectionOf(file, rules, currentCount + accepted.length);
    if (reason) rejected.push({ file, reason });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

function rejectionOf(file: File, rules: FileRules, keptCount: number): FileRejectionReason | null {
  if (rules.acceptedFileTypes?.length && !matchesType(file, rules.acceptedFileTypes)) return 'type';
  if (rules.maxFileSize != null && file.size > rules.maxFileSize) return 'size';
  if (rules.maxFiles != null && keptCount >= rules.maxFiles) return 'count';
  return null;
}

function matchesType(file: File, acceptedFileTypes: readonly string[]) {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return acceptedFileTypes.some((raw) => {
    const accepted = raw.trim().toLowerCase();
    if (accepted.startsWith('.')) return name.endsWith(accepted);
    if (!type) return false;
    if (accepted.endsWith('/*')) return type.startsWith(accepted.slice(0, -1));
    return type === accepted;
  });
}
