// Every word the reports print, per locale. The minutes are Brazilian legal documents, so pt-BR is the one locale
// today; another is one more entry of REPORT_LABELS (the PDF's standard fonts cover Western European scripts only:
// a locale in another script needs an embedded font, see win-ansi.ts).
import type { InstantParts } from './format-instant.ts';
import type { NumberSeparators, TallyOption, Weighting } from '@backoffice/domain';
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
    underReview: string;
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
    participationSection: string;
    participationRule: string;
    eligibleSubjects: string;
    votedSubjects: string;
    underReviewSubjects: string;
    pendingSubjects: string;
    voidedVoters: string;
    /** "36 votantes + 1 representado" (counts already formatted, the numbers for the plural forms). */
    subjectSplit: (
      voters: { text: string; count: number },
      represented: { text: string; count: number },
    ) => string;
    /** A figure, with its split when given: "37 (36 votantes + 1 representado)". */
    subjects: (total: string, split: string | null) => string;
    itemsSection: string;
    quorumRule: string;
    item: (position: number, title: string) => string;
    option: string;
    votes: string;
    weight: string;
    share: (weighting: Weighting) => string;
    options: Record<TallyOption, string>;
    quorumBase: string;
    /** The item's eligible line; `split` as subjectSplit writes it, when represented parties change the number. */
    eligible: (count: string, weight: string, split: string | null) => string;
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
    /** A batch child's minutes: its fund and the outcome its audit chain records (the outcome words: the domain's). */
    fund: string;
    outcomeSection: string;
    outcome: string;
    outcomeParticipants: string;
    auditorOpinion: string;
    opinions: Record<'unqualified' | 'qualified' | 'none', string>;
    tacitApprovalAllowed: string;
    yes: string;
    no: string;
    tacitApprovalNote: string;
    blockers: string;
    outcomeAudit: (seq: string) => string;
  };
}

/** A noun's plural forms in pt-BR, by the CLDR category Intl.PluralRules gives (1 000 000 → "de votantes"). */
type Forms = Record<'one' | 'many' | 'other', string>;
const PT_BR_PLURAL = new Intl.PluralRules('pt-BR');
const ptBRNoun = (count: number, forms: Forms) => {
  const category = PT_BR_PLURAL.select(count);
  return category === 'one' || category === 'many' ? forms[category] : forms.other;
};
const VOTER_NOUN: Forms = { one: 'votante', many: 'de votantes', other: 'votantes' };
const REPRESENTED_NOUN: Forms = { one: 'representado', many: 'de representados', other: 'representados' };

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
    underReview: 'Aguardando o aprovador (não computado)',
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
    participationSection: 'Participação',
    participationRule:
      'Cada CPF/CNPJ conta uma vez: os votantes ativos e as partes que eles representam como procuradores e que ' +
      'não são votantes. Votantes anulados ficam fora dos demais números; o voto que aguardava o aprovador no ' +
      'encerramento não é computado.',
    eligibleSubjects: 'Aptos a votar',
    votedSubjects: 'Votaram',
    underReviewSubjects: 'Aguardando o aprovador',
    pendingSubjects: 'Não votaram',
    voidedVoters: 'Votantes anulados',
    subjectSplit: (voters, represented) =>
      `${voters.text} ${ptBRNoun(voters.count, VOTER_NOUN)} + ` +
      `${represented.text} ${ptBRNoun(represented.count, REPRESENTED_NOUN)}`,
    subjects: (total, split) => (split === null ? total : `${total} (${split})`),
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
    eligible: (count, weight, split) =>
      `Aptos a votar: ${count} (${split === null ? '' : `${split}; `}peso ${weight}).`,
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
    fund: 'Fundo',
    outcomeSection: 'Resultado da deliberação',
    outcome: 'Resultado',
    outcomeParticipants: 'Cotistas que participaram',
    auditorOpinion: 'Parecer do auditor',
    opinions: { unqualified: 'Sem ressalva', qualified: 'Com ressalva', none: '—' },
    tacitApprovalAllowed: 'Regulamento prevê aprovação tácita',
    yes: 'Sim',
    no: 'Não',
    tacitApprovalNote:
      'Nenhum cotista participou da consulta, o parecer do auditor sobre as demonstrações financeiras não tem ' +
      'ressalva e o regulamento do fundo prevê a aprovação tácita: as demonstrações financeiras são consideradas ' +
      'aprovadas tacitamente.',
    blockers: 'Por que não houve aprovação tácita',
    outcomeAudit: (seq) => `Registrado na trilha de auditoria desta votação (registro nº ${seq}).`,
  },
};

export const REPORT_LABELS: Record<ReportLocale, ReportLabels> = { 'pt-BR': ptBR };
export const DEFAULT_REPORT_LOCALE: ReportLocale = 'pt-BR';
