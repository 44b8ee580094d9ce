import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultIssuer, readConfig } from '../src/index.ts';
import { REPO_ROOT } from '../src/config.ts';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits.ts';
import { regionOfPool } from '../src/identity/identity-gateway.ts';

describe('readConfig', () => {
  it('defaults to the local stack: 127.0.0.1:3000, PGlite in <repo>/.data, the local pool', () => {
    const config = readConfig({});
    expect(config).toEqual({
      host: '127.0.0.1',
      port: 3000,
      database: { dataDir: path.join(REPO_ROOT, '.data') },
      cognito: {
        userPoolId: 'local_devpool',
        clientId: 'devclient0000000000000000',
        endpoint: 'http://127.0.0.1:9229',
        issuer: 'http://127.0.0.1:9229/local_devpool',
      },
      // cognito-local sends no e-mail: the API sends new users their invitation (issue 16).
      userInvitations: 'api',
      adminDistDir: undefined,
      portalDistDir: undefined,
      fileStorageDir: path.join(REPO_ROOT, '.data', 'files'),
      seedDemoData: true,
      mail: { smtpUrl: 'smtp://127.0.0.1:1025', from: 'Backoffice <no-reply@backoffice.local>' },
      publicBaseUrl: 'http://127.0.0.1:3000',
      voterLinkSecret: { file: path.join(REPO_ROOT, '.data', 'voter-link-secret') },
      trustProxy: false,
      rateLimits: DEFAULT_RATE_LIMITS,
    });
  });

  it('TRUST_PROXY: off by default, true, a hop count or a list of proxies', () => {
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('uses the issuer of the COGNITO_ENDPOINT it is given', () => {
    const config = readConfig({ COGNITO_ENDPOINT: 'http://localhost:9339' });
    expect(config.cognito.issuer).toBe('http://localhost:9339/local_devpool');
  });

  it('an AWS pool id without COGNITO_ENDPOINT talks to AWS', () => {
    const config = readConfig({ COGNITO_USER_POOL_ID: 'sa-east-1_AbCdEf123', COGNITO_CLIENT_ID: 'abc' });
    expect(config.cognito.endpoint).toBeUndefined();
    expect(config.cognito.issuer).toBe('https://cognito-idp.sa-east-1.amazonaws.com/sa-east-1_AbCdEf123');
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db:5432/backoffice',
      COGNITO_USER_POOL_ID: 'sa-east-1_AbCdEf123',
      COGNITO_CLIENT_ID: 'abc123',
      COGNITO_ISSUER: 'https://issuer.example/pool',
      ADMIN_DIST_DIR: 'apps/admin/dist',
      PORTAL_DIST_DIR: 'apps/portal/dist',
      SEED_DEMO_DATA: 'false',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Votações <votacoes@example.com>',
      PUBLIC_BASE_URL: 'https://backoffice.example.com/',
      VOTER_LINK_SECRET: 'a-voter-link-secret-of-32-chars!',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      database: { databaseUrl: 'postgres://app@db:5432/backoffice' },
      cognito: {
        userPoolId: 'sa-east-1_AbCdEf123',
        clientId: 'abc123',
        endpoint: undefined,
        issuer: 'https://issuer.example/pool',
      },
      adminDistDir: path.resolve('apps/admin/dist'),
      portalDistDir: path.resolve('apps/portal/dist'),
      seedDemoData: false,
      mail: {
        smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
        from: 'Votações <votacoes@example.com>',
      },
      publicBaseUrl: 'https://backoffice.example.com',
      voterLinkSecret: { value: 'a-voter-link-secret-of-32-chars!' },
    });
  });

  it('the voter link secret: kept in DATA_DIR when unset, required in production, never short', () => {
    expect(readConfig({ DATA_DIR: '/var/lib/backoffice' }).voterLinkSecret).toEqual({
      file: '/var/lib/backoffice/voter-link-secret',
    });
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/VOTER_LINK_SECRET must be set/);
    expect(() => readConfig({ VOTER_LINK_SECRET: 'short' })).toThrow(/at least 32 characters/);
    const secret = 'x'.repeat(32);
    expect(readConfig({ NODE_ENV: 'production', VOTER_LINK_SECRET: secret }).voterLinkSecret).toEqual({
      value: secret,
    });
  });

  it('USER_INVITATIONS: the API sends them with a local pool, Cognito with an AWS pool, unless told', () => {
    const aws = { COGNITO_USER_POOL_ID: 'sa-east-1_AbCdEf123', COGNITO_CLIENT_ID: 'abc' };
    expect(readConfig({}).userInvitations).toBe('api');
    expect(readConfig({ COGNITO_USER_POOL_ID: 'local_other' }).userInvitations).toBe('api');
    expect(readConfig(aws).userInvitations).toBe('pool');
    expect(readConfig({ ...aws, USER_INVITATIONS: 'api' }).userInvitations).toBe('api');
    expect(readConfig({ USER_INVITATIONS: ' pool ' }).userInvitations).toBe('pool');
    expect(() => readConfig({ USER_INVITATIONS: 'smtp' })).toThrow(
      /USER_INVITATIONS must be 'pool' or 'api'/,
    );
  });

  it('the public base URL follows PORT when PUBLIC_BASE_URL is unset', () => {
    expect(readConfig({ PORT: '4010' }).publicBaseUrl).toBe('http://127.0.0.1:4010');
  });

  it('DATA_DIR moves the embedded database', () => {
    expect(readConfig({ DATA_DIR: '/var/lib/backoffice' }).database).toEqual({
      dataDir: '/var/lib/backoffice',
    });
  });

  it('refuses a PORT that is not a port', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});

describe('defaultIssuer and regions', () => {
  it('AWS: the regional cognito-idp URL of the pool', () => {
    expect(defaultIssuer('sa-east-1_AbCdEf123', undefined)).toBe(
      'https://cognito-idp.sa-east-1.amazonaws.com/sa-east-1_AbCdEf123',
    );
  });

  it('local: the endpoint followed by the pool id', () => {
    expect(defaultIssuer('local_devpool', 'http://127.0.0.1:9229/')).toBe(
      'http://127.0.0.1:9229/local_devpool',
    );
  });

  it('takes the region from the pool id, any region for a local pool', () => {
    expect(regionOfPool('sa-east-1_AbCdEf123')).toBe('sa-east-1');
    expect(regionOfPool('us-gov-west-1_x')).toBe('us-gov-west-1');
    expect(regionOfPool('local_devpool')).toBe('sa-east-1');
  });
});
