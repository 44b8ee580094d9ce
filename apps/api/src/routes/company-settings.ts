import { randomUUID } from 'node:crypto';
import type { Company } from '@backoffice/api-client';
import type { FastifyBaseLogger } from 'fastify';
import { withTenant } from '../db/tenant.ts';
import { imageBody } from '../http/binary-bodies.ts';
import { IMAGE_TYPES, type ImageExtension } from '@backoffice/domain';
import { HttpProblem } from '../http/problem.ts';
import {
  checkCompanyUpdate,
  fileRef,
  replaceCompanyLogo,
  storedKeyOf,
  updateCompanySettings,
} from '../services/company.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import {
  requireSession,
  type AppDependencies,
  type JsonBody,
  type PathParams,
  type RouteHandler,
} from './types.ts';

/** ADMIN only (the authorization hook answers 403 to the other roles and 404 to another company). */
export function updateCompanyHandler({ database }: AppDependencies): RouteHandler {
  return async (request): Promise<{ company: Company }> => {
    requireSession(request);
    const { companyId } = request.params as PathParams<'updateCompany'>;
    const input = request.body as JsonBody<'updateCompany'>;
    const settings = checkCompanyUpdate(input); // before any write: a refused update changes nothing
    const company = await withTenant(database.db, companyId, (trx) =>
      updateCompanySettings(trx, companyId, settings, {
        communication: input.communication,
        forms: input.forms,
      }),
    );
    return { company };
  };
}

/** Removing a replaced file is housekeeping: the logo is already right, so a failure is logged, not answered. */
async function removeQuietly(storage: FileStorage, key: string | undefined, log: FastifyBaseLogger) {
  if (!key) return;
  try {
    await storage.remove(key);
  } catch (error) {
    log.warn({ err: error, key }, 'could not remove a stored file');
  }
}

/**
 * The new file is stored first under a fresh key, then the company points at it; only after the commit is the
 * previous file removed. A failed database write removes the new file instead: no orphan, no lost logo.
 */
export function uploadCompanyLogoHandler({ database, fileStorage }: AppDependencies): RouteHandler {
  return async (request): Promise<{ company: Company }> => {
    requireSession(request);
    const { companyId } = request.params as PathParams<'uploadCompanyLogo'>;
    const { extension, bytes } = imageBody(request); // type declared, accepted and matching the bytes, else 415
    const key = `${randomUUID()}.${extension}`;
    await fileStorage.put(key, bytes);
    let replaced: Awaited<ReturnType<typeof replaceCompanyLogo>>;
    try {
      replaced = await withTenant(database.db, companyId, (trx) =>
        replaceCompanyLogo(trx, companyId, fileRef(key)),
      );
    } catch (error) {
      await removeQuietly(fileStorage, key, request.log);
      throw error;
    }
    await removeQuietly(fileStorage, storedKeyOf(replaced.previousLogoRef), request.log);
    return { company: replaced.company };
  };
}

export function deleteCompanyLogoHandler({ database, fileStorage }: AppDependencies): RouteHandler {
  return async (request): Promise<{ company: Company }> => {
    requireSession(request);
    const { companyId } = request.params as PathParams<'deleteCompanyLogo'>;
    const { company, previousLogoRef } = await withTenant(database.db, companyId, (trx) =>
      replaceCompanyLogo(trx, companyId, null),
    );
    await removeQuietly(fileStorage, storedKeyOf(previousLogoRef), request.log);
    return { company };
  };
}

const TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(IMAGE_TYPES).map(([type, extension]) => [extension, type]),
) as Record<ImageExtension, string>;

/**
 * Public (an `<img>` sends no token): the key is random and its pattern is checked by the contract. Served as the
 * image its extension says, never sniffed, cached for good (a new logo always gets a new key).
 */
export function getFileHandler({ fileStorage }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { fileKey } = request.params as PathParams<'getFile'>;
    const type = TYPE_OF_EXTENSION[fileKey.slice(fileKey.lastIndexOf('.') + 1) as ImageExtension];
    const bytes = type ? await fileStorage.get(fileKey) : undefined;
    if (!type || !bytes) throw new HttpProblem('not_found', 'No such file');
    return reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(bytes);
  };
}
