// A realistic closed voting for demos, the sample script (bench/sample-voting-report.ts) and tests: a real estate
// fund's unitholders deciding three items (or `itemCount` generated ones), weights in quotas with decimals, three
// support documents and a real audit chain.
import { createHash } from 'node:crypto';
import { TIME_ZONE, votingParticipation } from '@backoffice/domain';
import { auditTimestamp, chainEntry, type AuditEntry } from '../audit/index.ts';
import type { ReportItem, VotingReportData } from './report-data.ts';

const TITLES = [
  'Aprovação das demonstrações financeiras do exercício de 2025',
  'Eleição do representante dos cotistas e de seu suplente',
  'Alteração do regulamento: política de distribuição de rendimentos e reserva de contingência',
];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function sampleItem(position: number): ReportItem {
  // Different totals per item, all consistent: approve + reject + abstain + conflict ≤ eligible, by head and weight.
  const shift = (position * 37) % 11;
  return {
    id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    position,
    title:
      TITLES[position - 1] ?? `Deliberação nº ${position}: ratificação de atos da administração (${shift})`,
    totals: {
      approve: { count: 812 - shift * 9, weight: `${1_254_310 - shift * 1000}.125` },
      reject: { count: 97 + shift * 5, weight: `${210_480 + shift * 700}.5` },
      abstain: { count: 41 + shift, weight: '61250.375' },
      conflict: { count: 3, weight: '152000' },
      eligible: { count: 1250, weight: '1893426.000001' },
    },
  };
}

export function sampleAuditChain(count = 1342): AuditEntry[] {
  const entries: AuditEntry[] = [];
  const start = Date.UTC(2026, 2, 2, 13);
  for (let index = 0; index < count; index++) {
    const voterIndex = index + 1;
    entries.push(
      chainEntry(entries.at(-1) ?? null, {
        at: auditTimestamp(new Date(start + index * 60_000)),
        actor:
          index === 0 ? { kind: 'user', id: 'operador-1' } : { kind: 'voter', id: `votante-${voterIndex}` },
        action: index === 0 ? 'voting.created' : 'vote.recorded',
        data: index === 0 ? { title: 'Assembleia Geral Extraordinária' } : { voter: voterIndex },
      }),
    );
  }
  return entries;
}

export function sampleVotingReportData(options: { itemCount?: number } = {}): VotingReportData {
  const items = Array.from({ length: options.itemCount ?? TITLES.length }, (_, index) =>
    sampleItem(index + 1),
  );
  const chain = sampleAuditChain();
  return {
    voting: {
      id: '6f1c2a7e-3b1d-4c55-9a0e-2f4b8d1c9e01',
      title: 'Assembleia Geral Extraordinária de Cotistas — Fundo de Investimento Imobiliário Ipê',
      description:
        'Consulta formal aos cotistas, nos termos do regulamento do fundo, para deliberar sobre as matérias da ' +
        'ordem do dia. Os documentos de apoio estão disponíveis a todos os cotistas desde a convocação.',
      kind: 'standard',
      status: 'closed',
      weighting: 'by_weight',
      opensAt: '2026-03-02T13:00:00.000Z',
      deadline: '2026-03-20T20:59:59.000Z',
      closedAt: '2026-03-20T21:00:04.512Z',
      createdAt: '2026-02-27T18:42:10.000Z',
    },
    companyName: 'Administradora Fiduciária Exemplo S.A.',
    // 1,250 eligible as the items say: 1,238 voters and 12 parties their attorneys represent.
    participation: votingParticipation(
      {
        activeVoters: 1238,
        voidedVoters: 4,
        representedOnly: 12,
        voted: { voters: 945, represented: 8 },
        underReview: { voters: 2, represented: 0 },
      },
      'closed',
    ),
    items,
    documents: [
      { name: 'Edital de convocação.pdf', sha256: sha256('edital'), size: 182_344 },
      { name: 'Demonstrações financeiras 2025 (auditadas).pdf', sha256: sha256('dfs'), size: 2_412_801 },
      {
        name: 'Proposta da administração — política de distribuição.pdf',
        sha256: sha256('proposta'),
        size: 96_512,
      },
    ],
    audit: { head: chain.at(-1)?.hash ?? null, count: chain.length },
    generatedAt: '2026-03-21T12:15:00.000Z',
    timeZone: TIME_ZONE,
  };
}
