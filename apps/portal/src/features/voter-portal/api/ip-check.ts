import { IP_CHECK_TIMEOUT_MS } from '@backoffice/domain';
import { env } from '@portal/config/env';

// The spec's public IP check (§7, §9): a GET to a public service that answers the caller's address as text, 10 s at
// most. Evidence only: whatever it has answered by the time of the acceptance and of the ballot goes with them as
// `clientAddress`; it never blocks anything, and every failure is ignored.

const ADDRESS = /^[0-9A-Fa-f.:]{2,45}$/;

/** The caller's public address as the service sees it, or null (no answer in time, an error, or not an address). */
export async function checkClientAddress(
  url: string = env.ipCheckUrl,
  timeoutMs: number = IP_CHECK_TIMEOUT_MS,
): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
    if (!response.ok) return null;
    const text = (await response.text()).trim();
    return ADDRESS.test(text) ? text : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
