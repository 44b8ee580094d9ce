import { HttpProblem } from '../http/problem.ts';
import {
  readUnsubscribeToken,
  unsubscribe,
  unsubscribeSubject,
  type UnsubscribeSubject,
} from '../services/communications/unsubscribe.ts';
import { escapeHtml } from '../services/sanitize-html.ts';
import { voterLinkSecret } from '../services/voting-dispatch/link-secret.ts';
import type { AppDependencies, RouteHandler } from './types.ts';

// A marketing e-mail's unsubscribe link (public: its credential is the token's signature). GET shows a page that asks
// to confirm (mail scanners open links: it changes nothing); POST — the mailbox's one-click (RFC 8058) or the page's
// button — withdraws the address's consent. Plain pages in Portuguese, as the e-mails are, with no script.

async function subjectOf(request: Parameters<RouteHandler>[0]) {
  const { token } = request.params as { token: string };
  const subject = readUnsubscribeToken(await voterLinkSecret(), token);
  if (!subject) throw new HttpProblem('not_found');
  return subject;
}

/** The address as the page shows it: enough to recognise, not the whole of it. */
const masked = (address: string) =>
  address.replace(/^(.).*?(.)?@/, (_, first: string, last = '') => `${first}***${last}@`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function confirmationPage(subject: UnsubscribeSubject): string {
  const who = escapeHtml(masked(subject.address));
  const company = escapeHtml(subject.companyName);
  if (subject.alreadyOut) {
    return page(
      'Descadastro feito',
      `<p>O endereço ${who} já não recebe comunicações de marketing de ${company}. Avisos legais, como convocações de assembleia, continuam chegando.</p>`,
    );
  }
  return page(
    'Parar de receber marketing',
    `<p>O endereço ${who} deixará de receber comunicações de marketing de ${company}. Avisos legais, como convocações de assembleia, continuam chegando.</p><form method="post"><button type="submit" name="List-Unsubscribe" value="One-Click">Não quero mais receber</button></form>`,
  );
}

export function showUnsubscribeHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const found = await unsubscribeSubject(database, await subjectOf(request));
    if (!found) throw new HttpProblem('not_found');
    return reply.header('content-type', 'text/html; charset=utf-8').send(confirmationPage(found));
  };
}

export function confirmUnsubscribeHandler({ database }: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const done = await unsubscribe(database, await subjectOf(request));
    if (!done) throw new HttpProblem('not_found');
    return reply.header('content-type', 'text/html; charset=utf-8').send(confirmationPage(done));
  };
}
