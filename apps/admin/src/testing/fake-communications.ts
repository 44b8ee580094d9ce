// The communications fake (communications/): its handlers, its state for stories and tests, its demo rows.
export { communicationsHandlers } from './communications/handlers';
export {
  communicationsFakeState,
  fakeCommunications,
  type CommunicationsFakeState,
} from './communications/state';
export {
  communicationId,
  communicationRecipientId,
  type FakeCommunicationRecipientRow,
  type FakeCommunicationRow,
} from './communications/rows';
export { demoCommunicationRecipients, demoCommunications } from './communications/demo-communications';
export { DEFAULT_ADVANCE_PER_READ } from './communications/sending';
export {
  demoWhatsappCommunications,
  whatsappNoticeTemplate,
  WHATSAPP_TEMPLATE_ID,
} from './communications/demo-whatsapp';
