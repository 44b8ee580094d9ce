// The dev stack's WhatsApp Cloud API simulator (tools/dev-stack/src/whatsapp-sim.mjs, plain JS), typed by what the
// API's tests use: the same simulator `npm start` runs.

export interface SimStatusEvent {
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: string;
  error?: { code: number; title: string };
}

export interface SimMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  callbackData: string | undefined;
  receivedAt: string;
  statuses: SimStatusEvent[];
}

export interface Simulator {
  url: string;
  messages(): SimMessage[];
  reply(from: string, text: string): Promise<unknown>;
  webhooks(): { delivered: number; failed: number };
  idle(): Promise<void>;
  clear(): void;
  stop(): Promise<void>;
}

interface SimulatorModule {
  startWhatsappSimulator(options: {
    port: number;
    webhookUrl?: string;
    messagesPerSecond?: number;
    samePersonIntervalMs?: number;
    statusDelayMs?: number;
  }): Promise<Simulator>;
  WHATSAPP_SIM_ACCOUNT: {
    apiVersion: string;
    phoneNumberId: string;
    accessToken: string;
    appSecret: string;
    verifyToken: string;
  };
}

const SIMULATOR_MODULE = new URL('../../../../tools/dev-stack/src/whatsapp-sim.mjs', import.meta.url).href;
const loaded = (await import(SIMULATOR_MODULE)) as SimulatorModule;

export const startWhatsappSimulator = loaded.startWhatsappSimulator;
/** The simulated business: what the API is configured with to talk to it. */
export const simulatorAccount = loaded.WHATSAPP_SIM_ACCOUNT;
