import { http } from '@backoffice/api-client/testing';
import { contractRefusal, contractValidator } from '@backoffice/contract';
import { checkOperationAccess } from '@backoffice/domain';
import type { HttpHandler } from 'msw';
import { demoCompany, demoWorkspaces } from './demo-data';
import { callerOf } from './fake-feature';
import type { FakeApiOptions } from './fake-network';

// What the server decides from the contract alone, before any handler (@backoffice/contract's contractRefusal): who
// may make the request — the domain's checkOperationAccess over the operation's x-permission, x-scope, x-feature and
// x-no-workspace, for the fake's signed-in user — and whether the contract accepts it (the server's schemas, Ajv,
// order and pt-BR detail). The feature fakes then answer only what their own rows decide, and none of them repeats
// a role check or a schema.

/** The contract's gate: access, then the request's parameters and body; undefined lets the operation's handler answer. */
export function contractGate(options: FakeApiOptions): HttpHandler {
  return http.untyped.all('/api/*', ({ request }) =>
    contractRefusal(contractValidator(), request, ({ operation, params }) => {
      if (!operation.access) return undefined;
      const user = callerOf(options);
      const company = options.company ?? demoCompany();
      const decision = checkOperationAccess(
        operation.access,
        {
          companyId: company.id,
          role: user.role,
          hasWorkspace: (options.workspaces ?? demoWorkspaces).length > 0,
          currentWorkspaceId: user.currentWorkspaceId,
          features: { communication: company.communication, forms: company.forms },
        },
        params.companyId,
      );
      return decision.ok ? undefined : decision.code;
    }),
  );
}
