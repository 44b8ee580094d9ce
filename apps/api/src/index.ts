// What the dev stack and tests use to run the API in-process.
export { buildApp, type BuildAppOptions } from './app.ts';
export { readConfig, defaultIssuer, type ApiConfig } from './config.ts';
export { openDatabase, type AppDatabase, type DatabaseOptions } from './db/open-database.ts';
export { DataDirectoryLockedError } from './db/pglite-lock.ts';
export { migrate } from './db/migrate.ts';
export { seed, type SeedResult } from './db/seed.ts';
export {
  DEMO_COMPANIES,
  DEMO_COMPANY,
  OTHER_COMPANY,
  DEMO_PASSWORD,
  FIRST_ACCESS_TEMPORARY_PASSWORD,
  type DemoCompany,
  type DemoUser,
  type DemoWorkspace,
} from './db/demo-data.ts';
export { createJwtVerifier, jwksUrl, InvalidTokenError, type TokenVerifier } from './auth/token-verifier.ts';
export { createCognitoIdentityGateway, type IdentityGateway } from './identity/identity-gateway.ts';
export { loadContract, CONTRACT_PATH } from '@backoffice/contract/node';
export { smtpMailer, classifySmtpFailure } from './mail/smtp-mailer.ts';
export { memoryMailer, type MemoryMailer, type FailureKind } from './mail/memory-mailer.ts';
export { MailDeliveryError, type Mailer, type OutgoingMail, type SentMail } from './mail/mailer.ts';
