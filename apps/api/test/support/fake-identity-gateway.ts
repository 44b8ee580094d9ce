import type { IdentityGateway } from '../../src/index.ts';

type Outcome = Awaited<ReturnType<IdentityGateway['forgotPassword']>>;

/** Records forgot-password calls and answers with `next` (or throws it when it is an Error). */
export function fakeIdentityGateway() {
  const calls: string[] = [];
  const gateway = {
    calls,
    next: 'sent' as Outcome | Error,
    async forgotPassword(email: string): Promise<Outcome> {
      calls.push(email);
      if (gateway.next instanceof Error) throw gateway.next;
      return gateway.next;
    },
  } satisfies IdentityGateway & { calls: string[]; next: Outcome | Error };
  return gateway;
}
