// The dev stack's WhatsApp Cloud API simulator, over its own HTTP side (scripts/e2e.mjs passes its URL as
// WHATSAPP_SIM_URL): the messages the product sent, and a person's reply posted to the product's webhook.
export const WHATSAPP_SIM_URL = process.env.WHATSAPP_SIM_URL ?? 'http://127.0.0.1:1090';

export interface SimMessage {
  id: string;
  /** The number's digits, as sent (no '+'). */
  to: string;
  template: string;
  parameters: string[];
  statuses: { status: string }[];
}

/** Every message the simulator holds, oldest first. */
export async function simMessages(): Promise<SimMessage[]> {
  const response = await fetch(new URL('/_sim/messages', WHATSAPP_SIM_URL));
  if (!response.ok) throw new Error(`WhatsApp simulator answered ${response.status}`);
  return (await response.json()) as SimMessage[];
}

/** A person writes to the business (E.164 or digits): the simulator posts it to the product's webhook. */
export async function simReply(from: string, text: string): Promise<void> {
  const response = await fetch(new URL('/_sim/replies', WHATSAPP_SIM_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: from.replace(/^\+/, ''), text }),
  });
  if (!response.ok) throw new Error(`WhatsApp simulator answered ${response.status} to a reply`);
}
