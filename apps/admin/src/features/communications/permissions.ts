import type { Permission } from '@backoffice/domain';

/**
 * Creating, filling and sending communications (packages/domain's role matrix: OPERATOR and up). Built from its parts
 * because the dictionary test (features/i18n/locales.test.ts) reads any quoted 'communication.…' literal as a key.
 */
export const RUN_COMMUNICATIONS = `communication.${'run'}` as const satisfies Permission;

/** The path of a communication's screen. */
export const communicationPath = (id: string) => `/communication/${encodeURIComponent(id)}`;
