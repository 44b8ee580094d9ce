import { useState } from 'react';
import { SignedOutError } from '@admin/lib/api-client';
import type { TranslationKey } from '@admin/lib/i18n';
import { hideMessage, showError } from '@admin/stores/ui';
import { saveFile } from '@backoffice/app-common';

/**
 * A screen's downloads: `download(key, fileName)` reads the file (`read(key)`) and saves it as `fileName`; a failure
 * is said in the snackbar with the message `failure` picks for it (a lost session says nothing: the sign-in takes
 * over). `pending` is the key being downloaded, for its button's busy state.
 */
export function useFileDownload<K extends string>(
  read: (key: K) => Promise<Blob>,
  failure: (error: unknown) => TranslationKey,
) {
  const [pending, setPending] = useState<K | null>(null);
  async function download(key: K, fileName: string) {
    hideMessage();
    setPending(key);
    try {
      saveFile(await read(key), fileName);
    } catch (error) {
      if (!(error instanceof SignedOutError)) showError(failure(error));
    } finally {
      setPending(null);
    }
  }
  return { pending, download };
}
