// The job kind of a communication's send and its payload (shared by the queueing and the job).
export const COMMUNICATION_SEND_JOB = 'communication-send';

export interface CommunicationSendPayload {
  communicationId: string;
}

export function isCommunicationSendPayload(value: unknown): value is CommunicationSendPayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { communicationId?: unknown }).communicationId === 'string'
  );
}
