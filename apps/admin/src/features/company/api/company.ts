import type { Company, CompanyUpdate, WhatsappSender } from '@backoffice/api-client';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, type ImageType } from '@backoffice/domain';
import { api, unwrap } from '@admin/lib/api-client';
import { sessionStore } from '@admin/stores/session';

// The company settings calls of the contract: getCompany, updateCompany, uploadCompanyLogo, deleteCompanyLogo, and the
// WhatsApp sender's getCompanyWhatsappSender and updateCompanyWhatsappSender.
// Failures reject with the client's ApiError.

/** The logo types the server accepts, and its size limit (domain's file kinds). */
export const LOGO_TYPES = Object.keys(IMAGE_TYPES) as ImageType[];
export const MAX_LOGO_BYTES = MAX_IMAGE_BYTES;

export type LogoType = ImageType;

/** The caller's company. */
export function currentCompanyId(): string {
  const id = sessionStore.user?.workspace?.companyId ?? sessionStore.company?.id;
  if (!id) throw new Error('The session has no company.');
  return id;
}

export async function getCompany(): Promise<Company> {
  const { data } = await api.GET('/companies/{companyId}', {
    params: { path: { companyId: currentCompanyId() } },
  });
  return unwrap(data).company;
}

export async function updateCompany(update: CompanyUpdate): Promise<Company> {
  const { data } = await api.PUT('/companies/{companyId}', {
    params: { path: { companyId: currentCompanyId() } },
    body: update,
  });
  return unwrap(data).company;
}

/** Sends the image's own bytes as the body, with its type as the Content-Type (the contract's raw upload). */
export async function uploadCompanyLogo(file: File): Promise<Company> {
  const bytes = await file.arrayBuffer();
  const { data } = await api.PUT('/companies/{companyId}/logo', {
    params: { path: { companyId: currentCompanyId() } },
    // The generated type says string (binary in OpenAPI 3.1); the bytes go as they are, not as JSON.
    body: bytes as unknown as string,
    bodySerializer: (body: unknown) => body as BodyInit,
    headers: { 'Content-Type': file.type },
  });
  return unwrap(data).company;
}

export async function deleteCompanyLogo(): Promise<Company> {
  const { data } = await api.DELETE('/companies/{companyId}/logo', {
    params: { path: { companyId: currentCompanyId() } },
  });
  return unwrap(data).company;
}

/** GET …/whatsapp-sender (getCompanyWhatsappSender): the company's WhatsApp Business number. */
export async function getWhatsappSender(): Promise<WhatsappSender> {
  const { data } = await api.GET('/companies/{companyId}/whatsapp-sender', {
    params: { path: { companyId: currentCompanyId() } },
  });
  return unwrap(data).sender;
}

/** PUT …/whatsapp-sender (updateCompanyWhatsappSender): another company's phone number id is 409. */
export async function updateWhatsappSender(sender: WhatsappSender): Promise<WhatsappSender> {
  const { data } = await api.PUT('/companies/{companyId}/whatsapp-sender', {
    params: { path: { companyId: currentCompanyId() } },
    body: sender,
  });
  return unwrap(data).sender;
}
