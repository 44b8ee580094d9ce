import type { BatchVotingText } from './types.ts';

export const it: BatchVotingText = {
  fields: { fundTaxId: 'CNPJ del fondo', fundName: 'Nome del fondo' },
  rowIssues: {
    fund_tax_id_missing: 'Manca il CNPJ del fondo.',
    fund_tax_id_invalid: 'CNPJ del fondo non valido: controlla le cifre di controllo.',
    fund_tax_id_is_cpf: 'Il numero del fondo è un CPF: un fondo si identifica con il CNPJ.',
    fund_tax_id_scientific_notation:
      'Excel ha trasformato il CNPJ del fondo in notazione scientifica: formatta la colonna come testo.',
    fund_unknown: 'Questo CNPJ non è di nessun fondo di questo lotto.',
    fund_name_missing: 'Manca il nome del fondo.',
    fund_name_too_long: 'Il nome del fondo è troppo lungo.',
    fund_name_invalid: 'Il nome del fondo contiene caratteri non validi.',
    fund_name_conflict: 'Questo CNPJ compare già alla riga {{firstLine}} con un altro nome: «{{firstName}}».',
  },
  calendar: {
    meeting_not_after_fiscal_year_end: 'L’assemblea deve tenersi dopo la chiusura dell’esercizio.',
    meeting_late:
      'L’assemblea ordinaria deve tenersi entro {{limit}} giorni dalla chiusura dell’esercizio (entro il {{latest}}); questa data cade {{days}} giorni dopo.',
    statements_date_missing: 'Indica quando il bilancio è a disposizione dei quotisti.',
    statements_before_fiscal_year_end:
      'Il bilancio può essere disponibile solo dopo la chiusura dell’esercizio.',
    statements_late:
      'Il bilancio deve essere disponibile almeno {{limit}} giorni prima dell’assemblea (entro il {{latest}}).',
    call_notice_too_short:
      'La convocazione deve partire almeno {{limit}} giorni prima dell’assemblea (entro il {{latest}}).',
  },
  documents: {
    no_cnpj: 'Nessun CNPJ nel nome del file «{{file}}».',
    unknown_cnpj: 'Il CNPJ nel nome di «{{file}}» ({{cnpjs}}) non è di nessun fondo del lotto.',
    several_funds: 'Il nome di «{{file}}» riporta il CNPJ di più fondi del lotto ({{cnpjs}}).',
    fund_without_documents: 'Il fondo {{fund}} non ha documenti.',
  },
  approvalPresets: {
    simple_majority: 'Maggioranza semplice dei voti',
    qualified_quorum: 'Quorum qualificato',
  },
  approvalRuleIssues: {
    percent_invalid: 'Inserisci una percentuale, con al massimo 6 decimali.',
    percent_out_of_range: 'La percentuale deve essere maggiore di 0 e al massimo 100.',
    holder_boundary_invalid: 'Inserisci un numero intero di quotisti.',
  },
  itemOutcomes: { approved: 'Approvato', rejected: 'Respinto', quorum_not_reached: 'Quorum non raggiunto' },
  childOutcomes: {
    pending: 'In corso',
    cancelled: 'Annullata',
    approved: 'Approvata',
    partly_approved: 'Approvata in parte',
    rejected: 'Respinta',
    tacitly_approved: 'Approvata tacitamente',
    quorum_not_reached: 'Quorum non raggiunto',
  },
  tacitApprovalBlockers: {
    no_financial_statements: 'Non è un’approvazione del bilancio.',
    qualified_opinion: 'Il giudizio del revisore contiene rilievi.',
    not_in_regulation: 'Il regolamento del fondo non prevede l’approvazione tacita.',
  },
  batchStatuses: {
    draft: 'Bozza',
    partly_published: 'Pubblicata in parte',
    scheduled: 'Programmata',
    open: 'Aperta',
    closed: 'Chiusa',
    cancelled: 'Annullata',
  },
  holidays: {
    new_year: 'Capodanno',
    carnival_monday: 'Carnevale (lunedì)',
    carnival_tuesday: 'Carnevale (martedì)',
    good_friday: 'Venerdì santo',
    tiradentes: 'Tiradentes',
    labour_day: 'Festa del lavoro',
    corpus_christi: 'Corpus Domini',
    independence_day: 'Festa dell’Indipendenza',
    our_lady_aparecida: 'Nostra Signora di Aparecida',
    all_souls_day: 'Commemorazione dei defunti',
    republic_day: 'Proclamazione della Repubblica',
    black_consciousness_day: 'Giornata della Coscienza Nera',
    christmas: 'Natale',
  },
};
