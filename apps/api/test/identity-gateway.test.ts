import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCognitoIdentityGateway } from '../src/index.ts';
import { startHttpServer } from './support/http-server.ts';

/** Answers like Cognito (and cognito-local): JSON 1.1, errors named by `__type`. */
function cognitoReply(status: number, body: object) {
  return { status, body };
}

describe('createCognitoIdentityGateway.forgotPassword against a Cognito-compatible endpoint', () => {
  let next = cognitoReply(200, {});
  let server: Awaited<ReturnType<typeof startHttpServer>>;

  beforeAll(async () => {
    server = await startHttpServer((_request, response) => {
      response.writeHead(next.status, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify(next.body));
    });
  });
  afterAll(() => server.close());

  const gateway = () =>
    createCognitoIdentityGateway({
      userPoolId: 'local_devpool',
      clientId: 'devclient0000000000000000',
      endpoint: server.url,
    });

  it('sends ForgotPassword with the app client and the e-mail as username, without credentials', async () => {
    next = cognitoReply(200, {
      CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 'a***@demo.local' },
    });
    await expect(gateway().forgotPassword('admin@demo.local')).resolves.toBe('sent');
    const request = server.requests.at(-1)!;
    expect(request.headers['x-amz-target']).toBe('AWSCognitoIdentityProviderService.ForgotPassword');
    expect(JSON.parse(request.body)).toMatchObject({
      ClientId: 'devclient0000000000000000',
      Username: 'admin@demo.local',
    });
    expect(request.headers.authorization).toBeUndefined();
  });

  it("maps UserNotFoundException to 'unknown_user'", async () => {
    next = cognitoReply(400, { __type: 'UserNotFoundException', message: 'User does not exist' });
    await expect(gateway().forgotPassword('ninguem@demo.local')).resolves.toBe('unknown_user');
  });

  it.each(['LimitExceededException', 'TooManyRequestsException'])(
    "maps %s to 'attempt_limit'",
    async (type) => {
      next = cognitoReply(400, {
        __type: type,
        message: 'Attempt limit exceeded, please try after some time.',
      });
      await expect(gateway().forgotPassword('admin@demo.local')).resolves.toBe('attempt_limit');
    },
  );

  it('lets any other failure through', async () => {
    next = cognitoReply(400, { __type: 'InvalidParameterException', message: 'no verified e-mail' });
    await expect(gateway().forgotPassword('admin@demo.local')).rejects.toThrow(/no verified e-mail/);
  });
});
