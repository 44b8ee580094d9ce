import { http } from '@backoffice/api-client/testing';
import { describeClientError, problemBody } from '@backoffice/contract';
import { checkOperationAccess } from '@backoffice/domain';
import { HttpResponse, type HttpHandler } from 'msw';
import { contractValidator } from './contract-source';
import { demoCompany, demoWorkspaces } from './demo-data';
import { callerOf } from './fake-feature';
import type { FakeApiOptions } from './fake-network';

// What the server decides from the contract alone, before any handler: who may make the request (the domain's
// checkOperationAccess over the operation's x-permission, x-scope, x-feature, x-no-workspace) and whether the request
// is one the contract accepts (@backoffice/contract's validator: the server's schemas, Ajv, order and pt-BR detail).
// The feature fakes then answer only what their own rows decide, and none of them repeats a role check or a schema.

async function jsonBody(request: Request): Promise<unknown> {
  if (!/json/.test(request.headers.get('content-type') ?? '')) return undefined;
  const text = await request.clone().text();
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return Symbol('malformed'); // not JSON at all: refused as the server refuses it (below)
  }
}

function problem(...args: Parameters<typeof problemBody>): Response {
  const body = problemBody(...args);
  return HttpResponse.json(body, {
    status: body.status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

/** The contract's gate: access, then the request's parameters and body; undefined lets the operation's handler answer. */
export function contractGate(options: FakeApiOptions): HttpHandler {
  return http.untyped.all('/api/*', async ({ request }) => {
    const url = new URL(request.url);
    const validator = contractValidator();
    const matched = validator.match(request.method, url.pathname);
    if (!matched) return undefined;
    const access = matched.operation.access;
    if (access) {
      const user = callerOf(options);
      const company = options.company ?? demoCompany();
      const decision = checkOperationAccess(
        access,
        {
          companyId: company.id,
          role: user.role,
          hasWorkspace: (options.workspaces ?? demoWorkspaces).length > 0,
          currentWorkspaceId: user.currentWorkspaceId,
          features: { communication: company.communication, forms: company.forms },
        },
        matched.params.companyId,
      );
      if (!decision.ok) return problem(decision.code);
    }
    const body = await jsonBody(request);
    if (typeof body === 'symbol')
      return problem('validation_failed', describeClientError({ name: 'SyntaxError' }));
    const refusal = validator.refusalOf({
      method: request.method,
      pathname: url.pathname,
      search: url.searchParams,
      body,
    });
    return refusal ? problem(refusal.code, refusal.detail, refusal.errors) : undefined;
  });
}
