import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readConfig, type ApiConfig } from '../../config.ts';

// The key that signs the voters' link tokens, from the configuration (config.ts): VOTER_LINK_SECRET. Without it
// (never in production: readConfig refuses to start), a random key is generated once into
// <data dir>/voter-link-secret and read from there afterwards, so links sent in development keep working across
// restarts. Resolved on first use and kept for the life of the process: the endpoints and the dispatch jobs need
// it, and neither gets the configuration passed in.

const GENERATED_SECRET_BYTES = 32;

/** The key kept in `file`, generated there when missing. Safe against concurrent first uses (tests run in
 * parallel processes): the key is written aside and linked into place, which fails if another process won. */
export async function readOrCreateSecretFile(file: string): Promise<string> {
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(aside, `${randomBytes(GENERATED_SECRET_BYTES).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await link(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(aside, { force: true });
  }
  const secret = await readSecret(file);
  if (!secret) throw new Error(`voter link secret: ${file} is empty`);
  return secret;
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The key the configuration names: VOTER_LINK_SECRET, or the one kept in (and generated into) the data dir. */
export async function resolveVoterLinkSecret(config: Pick<ApiConfig, 'voterLinkSecret'>): Promise<string> {
  const source = config.voterLinkSecret;
  return 'value' in source ? source.value : readOrCreateSecretFile(source.file);
}

let secret: Promise<string> | undefined;

/** The process's key, resolved from the environment on first use. */
export function voterLinkSecret(): Promise<string> {
  if (!secret) {
    const resolving = resolveVoterLinkSecret(readConfig());
    // A failure (an unreadable data directory) is not remembered: the next use tries again.
    resolving.catch(() => {
      if (secret === resolving) secret = undefined;
    });
    secret = resolving;
  }
  return secret;
}
