import type { FileStorage } from '../../storage/file-storage.ts';

// The voter-import job reads the uploaded file back from the app's FileStorage, but the job runner hands its jobs a
// mailer and a database, not the storage. The app's voter-import handlers (built once per app) leave it here for
// the job. A job that runs before any app was built in this process throws, and the runner retries it later.

let storage: FileStorage | undefined;

export function provideImportFileStorage(fileStorage: FileStorage): void {
  storage = fileStorage;
}

export function importFileStorage(): FileStorage {
  if (!storage)
    throw new Error('voter import: no file storage yet (the app has not been built in this process)');
  return storage;
}
