import { describe, expect, it } from 'vitest';
import { adminOrigins, pnpmCommand, resolveSettings } from '../src/stack-settings.mjs';
import { WHATSAPP_SIM_ACCOUNT } from '../src/whatsapp-sim.mjs';

describe('resolveSettings', () => {
  it('uses the local pool by default: the API talks to cognito-local, the browser to the proxy', () => {
    const settings = resolveSettings({});
    expect(settings).toMatchObject({
      localIdentity: true,
      url: 'http://127.0.0.1:3000',
      endpoint: 'http://127.0.0.1:9229',
    });
    expect(settings.apiEnv).toMatchObject({
      PORT: '3000',
      HOST: '127.0.0.1',
      COGNITO_USER_POOL_ID: 'local_devpool',
      COGNITO_CLIENT_ID: 'devclient0000000000000000',
      COGNITO_ENDPOINT: 'http://127.0.0.1:9229',
    });
    expect(settings.viteEnv).toEqual({
      VITE_COGNITO_USER_POOL_ID: 'local_devpool',
      VITE_COGNITO_CLIENT_ID: 'devclient0000000000000000',
      VITE_COGNITO_ENDPOINT: 'http://127.0.0.1:9230',
    });
  });

  it('still counts the explicit local values as local', () => {
    expect(
      resolveSettings({ COGNITO_USER_POOL_ID: 'local_devpool', COGNITO_ENDPOINT: 'http://127.0.0.1:9229' })
        .localIdentity,
    ).toBe(true);
  });

  it("passes the caller's real pool through and leaves the browser's endpoint to AWS", () => {
    const settings = resolveSettings({
      COGNITO_USER_POOL_ID: 'sa-east-1_Abc',
      COGNITO_CLIENT_ID: 'client',
      VITE_HELP_URL: 'https://help',
    });
    expect(settings.localIdentity).toBe(false);
    expect(settings.apiEnv).not.toHaveProperty('COGNITO_ENDPOINT');
    expect(settings.viteEnv).toEqual({
      VITE_COGNITO_USER_POOL_ID: 'sa-east-1_Abc',
      VITE_COGNITO_CLIENT_ID: 'client',
      VITE_COGNITO_ENDPOINT: '',
      VITE_HELP_URL: 'https://help',
    });
  });

  it('treats another endpoint as another identity service and wants a client id for it', () => {
    expect(() => resolveSettings({ COGNITO_ENDPOINT: 'http://cognito.test:9229' })).toThrow(
      /COGNITO_CLIENT_ID/,
    );
  });

  it('points the API at the SMTP sink (1025, page on 1080) unless SMTP_URL names a server', () => {
    const local = resolveSettings({});
    expect(local.mail).toEqual({
      localSink: true,
      smtpPort: 1025,
      httpPort: 1080,
      smtpUrl: 'smtp://127.0.0.1:1025',
      httpUrl: 'http://127.0.0.1:1080',
    });
    expect(local.apiEnv.SMTP_URL).toBe('smtp://127.0.0.1:1025');

    const moved = resolveSettings({ SMTP_SINK_PORT: '2525', SMTP_SINK_HTTP_PORT: '8025' });
    expect(moved.mail).toMatchObject({ smtpUrl: 'smtp://127.0.0.1:2525', httpUrl: 'http://127.0.0.1:8025' });
    expect(moved.apiEnv.SMTP_URL).toBe('smtp://127.0.0.1:2525');

    const external = resolveSettings({ SMTP_URL: 'smtps://u:p@smtp.example.com:465' });
    expect(external.mail).toMatchObject({ localSink: false, httpUrl: undefined });
    expect(external.apiEnv.SMTP_URL).toBe('smtps://u:p@smtp.example.com:465');
    expect(() => resolveSettings({ SMTP_SINK_PORT: '70000' })).toThrow(/SMTP_SINK_PORT/);
  });

  it('points the API at the WhatsApp simulator (1090, with its business) unless WHATSAPP_API_URL names a Cloud API', () => {
    const local = resolveSettings({});
    expect(local.whatsapp).toEqual({
      localSimulator: true,
      port: 1090,
      apiUrl: 'http://127.0.0.1:1090',
      pageUrl: 'http://127.0.0.1:1090',
    });
    expect(local.apiEnv).toMatchObject({
      WHATSAPP_API_URL: 'http://127.0.0.1:1090',
      WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_SIM_ACCOUNT.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: WHATSAPP_SIM_ACCOUNT.accessToken,
      WHATSAPP_APP_SECRET: WHATSAPP_SIM_ACCOUNT.appSecret,
      WHATSAPP_VERIFY_TOKEN: WHATSAPP_SIM_ACCOUNT.verifyToken,
    });
    expect(resolveSettings({ WHATSAPP_SIM_PORT: '1190' }).apiEnv.WHATSAPP_API_URL).toBe(
      'http://127.0.0.1:1190',
    );

    const meta = resolveSettings({ WHATSAPP_API_URL: 'https://graph.facebook.com' });
    expect(meta.whatsapp).toMatchObject({ localSimulator: false, pageUrl: undefined });
    expect(meta.apiEnv.WHATSAPP_API_URL).toBe('https://graph.facebook.com');
    // The real business's number, token and secret come from the caller's environment, never the simulator's.
    expect(meta.apiEnv).not.toHaveProperty('WHATSAPP_ACCESS_TOKEN');
    expect(() => resolveSettings({ WHATSAPP_SIM_PORT: '0x' })).toThrow(/WHATSAPP_SIM_PORT/);
  });

  it('honours PORT and rejects a bad one', () => {
    expect(resolveSettings({ PORT: '3100' }).url).toBe('http://127.0.0.1:3100');
    expect(adminOrigins(3100)).toContain('http://localhost:3100');
    expect(() => resolveSettings({ PORT: 'abc' })).toThrow(/PORT/);
  });
});

describe('pnpmCommand', () => {
  it('splits the command bootstrap.mjs hands over', () => {
    expect(pnpmCommand({ PNPM: 'npx -y pnpm@10.34.9' })).toEqual(['npx', '-y', 'pnpm@10.34.9']);
    expect(pnpmCommand({})).toEqual(['pnpm']);
  });
});
