// Programmatic entry for the e2e runner and tests.
export { startStack, stop } from './stack.mjs';
export { startSmtpSink, readSinkMessages, SMTP_SINK_PORT, SMTP_SINK_HTTP_PORT } from './smtp-sink.mjs';
export { startWhatsappSimulator, WHATSAPP_SIM_ACCOUNT, WHATSAPP_SIM_PORT } from './whatsapp-sim.mjs';
export {
  resetDemoUser,
  resetFirstAccessUser,
  readLatestConfirmationCode,
  waitForConfirmationCode,
  seedDemoUsers,
} from './seed-users.mjs';
export {
  DEMO_USERS,
  DEMO_PASSWORD,
  FIRST_ACCESS_EMAIL,
  FIRST_ACCESS_TEMPORARY_PASSWORD,
} from './demo-users.mjs';
export * from './local-identity.mjs';
