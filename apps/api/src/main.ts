import { buildApp } from './app.ts';
import { localDirectoryStorage } from './storage/file-storage.ts';
import { createJwtVerifier } from './auth/token-verifier.ts';
import { isAwsPoolId, readConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase, type AppDatabase } from './db/open-database.ts';
import { seed } from './db/seed.ts';
import { bindUsersToPool } from './identity/bind-pool-subjects.ts';
import { createCognitoIdentityGateway } from './identity/identity-gateway.ts';
import { withInvitationMail } from './identity/invitation-mail.ts';
import { readJobRunnerSettings, startJobRunner } from './jobs/runner.ts';
import { smtpMailer } from './mail/smtp-mailer.ts';
import { whatsappSenders } from './whatsapp/cloud-api-sender.ts';

const config = readConfig();
let database: AppDatabase;
try {
  database = await openDatabase(config.database);
} catch (error) {
  console.error(`api: cannot open the database: ${(error as Error).message}`);
  process.exit(1);
}
const ran = await migrate(database);
if (ran.length) console.log(`api: migrated ${database.kind} (${ran.join(', ')})`);
if (config.seedDemoData) {
  // The local pool (cognito-local) takes the demo users' fixed `sub`; a real pool gives its own, which the back-fill
  // below learns.
  const issuer = isAwsPoolId(config.cognito.userPoolId) ? null : config.cognito.issuer;
  const { created } = await seed(database, { issuer });
  if (created.length) console.log(`api: seeded demo data: ${created.join(', ')}`);
}
const mailer = smtpMailer(config.mail.smtpUrl, config.mail.from);
const poolGateway = createCognitoIdentityGateway(config.cognito);
await bindUsersToPool(database, poolGateway);
// A local pool sends no e-mail: the API sends the new users' invitations itself (config.ts USER_INVITATIONS).
const identityGateway =
  config.userInvitations === 'api'
    ? withInvitationMail(poolGateway, { mailer, signInUrl: `${config.publicBaseUrl}/signin` })
    : poolGateway;
if (config.userInvitations === 'api')
  console.log("api: new users' invitations are e-mailed by the API (USER_INVITATIONS=api)");
const app = await buildApp({
  database,
  tokenVerifier: createJwtVerifier({ issuer: config.cognito.issuer, audience: config.cognito.clientId }),
  identityGateway,
  fileStorage: localDirectoryStorage(config.fileStorageDir),
  mailer,
  adminDistDir: config.adminDistDir,
  portalDistDir: config.portalDistDir,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  trustProxy: config.trustProxy,
  publicBaseUrl: config.publicBaseUrl,
  rateLimits: config.rateLimits,
  whatsapp: config.whatsapp,
});

// Jobs left by a previous process (or due now) start at once; every runner takes a job only under its lease.
const jobRunner = startJobRunner({
  ...readJobRunnerSettings(),
  database,
  mailer,
  ...(config.whatsapp ? { whatsapp: whatsappSenders(config.whatsapp) } : {}),
  publicBaseUrl: config.publicBaseUrl,
  logger: app.log.child({ component: 'jobs' }),
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`api: ${signal}, shutting down`);
  // First: a job in progress is released at its next step, for this process's successor to resume.
  await jobRunner.stop();
  await app.close();
  await mailer.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

const address = await app.listen({ host: config.host, port: config.port });
console.log(
  `api: listening on ${address} (database: ${database.kind} ${database.location}; ` +
    `issuer: ${config.cognito.issuer}${config.adminDistDir ? `; admin app: ${config.adminDistDir}` : ''}` +
    `${config.portalDistDir ? `; portal: ${config.portalDistDir}` : ''})`,
);
