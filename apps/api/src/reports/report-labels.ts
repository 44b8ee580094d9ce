// Every word the reports print, per locale. The minutes are Brazilian legal documents, so pt-BR is the one locale
// today; another is one more entry of REPORT_LABELS (the PDF's standard fonts cover Western European scripts only:
// a locale in another script needs an embedded font, see win-ansi.ts).
import type { InstantParts } from './format-instant.ts';
import type { NumberSeparators } from './decimal.ts';
import type { TallyOption, Weighting } from './tally-item.ts';
import type { VoteChoice, VotingKind, VotingStatus } from './report-data.ts';

export type ReportLocale = 'pt-BR';

export interface ReportLabels {
  /** BCP 47 tag written in the PDF. */
  lang: string;
  numbers: NumberSeparators;
  dateTime: (parts: InstantParts) => string;
  csv: {
    voting: string;
    item: string;
    name: string;
    document: string;
    weight: string;
    vote: string;
    votedAt: string;
    attorney: string;
    choices: Record<VoteChoice, string>;
    pending: string;
    voided: string;
  };
  pdf: {
    documentTitle: string;
    votingSection: string;
    description: string;
    votingId: string;
    kind: string;
    kinds: Record<VotingKind, string>;
    status: string;
    statuses: Record<VotingStatus, string>;
    weighting: string;
    weightings: Record<Weighting, string>;
    createdAt: string;
    opensAt: string;
    deadline: string;
    closedAt: string;
    notSet: string;
    itemsSection: string;
    quorumRule: string;
    item: (position: number, title: string) => string;
    option: string;
    votes: string;
    weight: string;
    share: (weighting: Weighting) => string;
    options: Record<TallyOption, string>;
    quorumBase: string;
    eligible: (count: string, weight: string) => string;
    conflict: (count: string, weight: string) => string;
    participation: (byHead: string, byWeight: string) => string;
    noItems: string;
    documentsSection: string;
    documentName: string;
    documentSize: string;
    sha256: string;
    bytes: (size: string) => string;
    noDocuments: string;
    auditSection: string;
    auditHead: string;
    auditCount: string;
    auditEmpty: string;
    auditNote: string;
    generatedAt: (when: string) => string;
    page: (page: number, pages: number) => string;
  };
}

const ptBR: ReportLabels = {
  lang: 'pt-BR',
  numbers: { decimal: ',', group: '.' },
  dateTime: (p) => `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second} (UTC${p.offset})`,
  csv: {
    voting: 'Votação',
    item: 'Item',
    name: 'Nome',
    document: 'Documento',
    weight: 'Peso',
    vote: 'Voto',
    votedAt: 'Votado em',
    attorney: 'Procurador',
    choices: {
      approve: 'Aprovar',
      reject: 'Reprovar',
      abstain: 'Abster-se',
      conflict: 'Conflito de interesse',
    },
    pending: 'Pendente',
    voided: 'Anulado (não computado)',
  },
  pdf: {
    documentTitle: 'Relatório de votação',
    votingSection: 'Dados da votação',
    description: 'Descrição',
    votingId: 'Identificador',
    kind: 'Tipo',
    kinds: { standard: 'Padrão', financial_statement: 'Aprovação de demonstrações financeiras' },
    status: 'Situação',
    statuses: {
      draft: 'Rascunho',
      scheduled: 'Agendada',
      open: 'Aberta',
      closed: 'Encerrada',
      cancelled: 'Cancelada',
    },
    weighting: 'Ponderação',
    weightings: { per_head: 'Um voto por votante', by_weight: 'Pelo peso (cotas) de cada votante' },
    createdAt: 'Criada em',
    opensAt: 'Abertura',
    deadline: 'Prazo final',
    closedAt: 'Encerramento',
    notSet: '—',
    itemsSection: 'Resultado por item',
    quorumRule:
      'A base do quórum de cada item é o conjunto dos aptos a votar, excluídos os que declararam conflito de ' +
      'interesse; estes são apresentados à parte. A participação considera os votos Aprovar, Reprovar e Abster-se.',
    item: (position, title) => `Item ${position}. ${title}`,
    option: 'Opção',
    votes: 'Votos',
    weight: 'Peso',
    share: (weighting) => (weighting === 'per_head' ? '% da base (por votante)' : '% da base (por peso)'),
    options: { approve: 'Aprovar', reject: 'Reprovar', abstain: 'Abster-se', pending: 'Não votaram' },
    quorumBase: 'Base do quórum',
    eligible: (count, weight) => `Aptos a votar: ${count} (peso ${weight}).`,
    conflict: (count, weight) =>
      `Conflito de interesse: ${count} (peso ${weight}), fora da base do quórum e da participação.`,
    participation: (byHead, byWeight) => `Participação: ${byHead} por votante; ${byWeight} por peso.`,
    noItems: 'Nenhum item.',
    documentsSection: 'Documentos de apoio',
    documentName: 'Documento',
    documentSize: 'Tamanho',
    sha256: 'SHA-256',
    bytes: (size) => `${size} bytes`,
    noDocuments: 'Nenhum documento de apoio.',
    auditSection: 'Trilha de auditoria',
    auditHead: 'Hash do último registro (cabeça da cadeia)',
    auditCount: 'Registros na trilha',
    auditEmpty: 'Nenhum registro.',
    auditNote:
      'Cada registro da trilha de auditoria contém o hash SHA-256 do registro anterior. O hash acima identifica a ' +
      'trilha completa desta votação até a emissão deste relatório: qualquer alteração, inclusão ou exclusão de ' +
      'registro produz outro hash.',
    generatedAt: (when) => `Gerado em ${when}`,
    page: (page, pages) => `Página ${page} de ${pages}`,
  },
};

export const REPORT_LABELS: Record<ReportLocale, ReportLabels> = { 'pt-BR': ptBR };
export const DEFAULT_REPORT_LOCALE: ReportLocale = 'pt-BR';
