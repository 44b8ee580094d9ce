// The product's SMTP sink, read over its HTTP side (scripts/e2e.mjs passes its URL as SMTP_SINK_URL).
export const SMTP_SINK_URL = process.env.SMTP_SINK_URL ?? 'http://127.0.0.1:1080';

export interface SinkMessage {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
}

/** Every message the sink holds, oldest first (optionally only those delivered to one address). */
export async function sinkMessages(to?: string): Promise<SinkMessage[]> {
  const url = new URL('/messages', SMTP_SINK_URL);
  if (to) url.searchParams.set('to', to);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`SMTP sink answered ${response.status} for ${url.href}`);
  return (await response.json()) as SinkMessage[];
}
