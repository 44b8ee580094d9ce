// A workspace's name and members as an administrator typed them (createWorkspace, updateWorkspace), beyond the
// contract's schema: the name trimmed and in NFC (the same visible name is the same text), not blank, and not another
// workspace's of the company (compared ignoring case and accents, as the search does); every member a user of the
// company. The API reads the other names and the users from the database and refuses by this (422 unprocessable with
// these errors); the apps' fakes answer by it from their rows.
import { normalizeForSearch } from './workspaceSearch.ts';

export interface WorkspaceInputError {
  field: string;
  code: 'blank' | 'duplicate' | 'not_found';
}

export type WorkspaceInputReading =
  { ok: true; name: string; memberIds: string[] } | { ok: false; errors: WorkspaceInputError[] };

/** The workspace's name as kept: trimmed, in NFC. */
export const cleanWorkspaceName = (name: string): string => name.normalize('NFC').trim();

export function readWorkspaceInput(
  input: { name: string; memberIds: readonly string[] },
  company: { otherNames: Iterable<string>; isUser: (id: string) => boolean },
): WorkspaceInputReading {
  const name = cleanWorkspaceName(input.name);
  const errors: WorkspaceInputError[] = [];
  if (name === '') errors.push({ field: 'name', code: 'blank' });
  else {
    const key = normalizeForSearch(name);
    if ([...company.otherNames].some((other) => normalizeForSearch(other) === key))
      errors.push({ field: 'name', code: 'duplicate' });
  }
  input.memberIds.forEach((id, index) => {
    if (!company.isUser(id)) errors.push({ field: `memberIds/${index}`, code: 'not_found' });
  });
  return errors.length ? { ok: false, errors } : { ok: true, name, memberIds: [...input.memberIds] };
}
