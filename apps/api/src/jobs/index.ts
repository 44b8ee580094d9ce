// Durable jobs: created in a request's transaction, run by the job runner (startJobRunner in main.ts).
export type { Job, Delivery, JobStatus, DeliveryStatus, DeliveryChannel } from './job-records.ts';
export {
  createJob,
  createDispatchJob,
  loadJob,
  loadJobProgress,
  listDeliveries,
  resendDeliveries,
  addDeliveries,
  cancelJob,
  type NewJob,
  type NewRecipient,
  type JobProgress,
  type DeliveryPage,
  type DeliveryCounts,
} from './job-store.ts';
export { registerJobKind, type JobKind, type JobContext, type JobOutcome } from './registry.ts';
export {
  registerEmailDispatchKind,
  emailDispatchJobKind,
  NOT_ELIGIBLE,
  ROUND_SETTINGS,
  type EmailDispatchKind,
  type RenderedEmail,
  type RenderedMessage,
  type RenderedWhatsapp,
  type RenderEnvironment,
} from './email-dispatch.ts';
export {
  startJobRunner,
  createJobRunner,
  defaultBackoffMs,
  type JobRunner,
  type JobRunnerOptions,
  type JobLogger,
} from './runner.ts';
export { runJobsUntilIdle } from './run-until-idle.ts';
