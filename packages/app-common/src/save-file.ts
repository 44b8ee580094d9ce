/** Hands a downloaded file to the browser as a download named `fileName` (an object URL on a temporary link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL may go once the current task is done.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
