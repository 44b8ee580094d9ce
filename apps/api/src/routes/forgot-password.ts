import { HttpProblem } from '../http/problem.ts';
import type { AppDependencies, JsonBody, RouteHandler } from './types.ts';

/** Always 202 for a valid body, whether or not the e-mail exists; only the pool's attempt limit shows (429). */
export function forgotPasswordHandler({ identityGateway }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { email } = request.body as JsonBody<'forgotPassword'>;
    const outcome = await identityGateway.forgotPassword(email.trim().toLowerCase());
    if (outcome === 'attempt_limit') throw new HttpProblem('attempt_limit');
    return reply.code(202).send();
  };
}
