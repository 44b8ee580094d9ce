import { http } from '@backoffice/api-client/testing';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contractMismatch } from './contract-answers';
import { demoCompany, demoUser } from './demo-data';
import { installFakeApi } from './fake-api';
import { server, takeContractMismatches } from './msw-server';

describe('the check of every fake answer against openapi/', () => {
  const companyUrl = `/api/companies/${demoCompany().id}`;

  it('accepts an answer the contract declares', async () => {
    expect(await contractMismatch('GET', companyUrl, HttpResponse.json({ company: demoCompany() }))).toBe(
      undefined,
    );
  });

  it('refuses a status the operation does not declare', async () => {
    const answer = HttpResponse.json({ company: demoCompany() }, { status: 418 });
    expect(await contractMismatch('GET', companyUrl, answer)).toMatch(/status not declared .* getCompany/);
  });

  it('refuses a body of the wrong shape', async () => {
    const answer = HttpResponse.json({ company: { ...demoCompany(), active: 'yes' } });
    expect(await contractMismatch('GET', companyUrl, answer)).toMatch(/body does not match the contract/);
  });

  it('refuses a path the contract does not have, unless it is the API’s 404 problem', async () => {
    expect(await contractMismatch('GET', '/api/companyz', HttpResponse.json({}))).toMatch(/no operation/);
    const notFound = HttpResponse.json(
      { type: 'about:blank', title: 'Not found', status: 404, code: 'not_found' },
      { status: 404, headers: { 'content-type': 'application/problem+json' } },
    );
    expect(await contractMismatch('GET', '/api/companyz', notFound)).toBe(undefined);
  });

  it('sees every answer the handlers give while a test runs', async () => {
    installFakeApi();
    await fetch('/api/session-user', { headers: { authorization: 'Bearer t' } });
    expect(await takeContractMismatches()).toEqual([]);
    // A handler answering outside the contract (untyped, so that the typecheck lets it through).
    server.use(
      http.untyped.get('/api/session-user', () => HttpResponse.json({ user: { ...demoUser(), role: 7 } })),
    );
    await fetch('/api/session-user', { headers: { authorization: 'Bearer t' } });
    const found = await takeContractMismatches();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/GET \/api\/session-user → 200: body does not match the contract/);
  });
});
