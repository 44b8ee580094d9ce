import type { BatchVotingText } from './types.ts';

export const fr: BatchVotingText = {
  fields: { fundTaxId: 'CNPJ du fonds', fundName: 'Nom du fonds' },
  rowIssues: {
    fund_tax_id_missing: 'Le CNPJ du fonds manque.',
    fund_tax_id_invalid: 'CNPJ du fonds invalide : vérifiez les chiffres de contrôle.',
    fund_tax_id_is_cpf: 'Le numéro du fonds est un CPF : un fonds s’identifie par son CNPJ.',
    fund_tax_id_scientific_notation:
      'Excel a mis le CNPJ du fonds en notation scientifique : formatez la colonne en texte.',
    fund_unknown: 'Ce CNPJ n’est celui d’aucun fonds de ce lot.',
    fund_name_missing: 'Le nom du fonds manque.',
    fund_name_too_long: 'Le nom du fonds est trop long.',
    fund_name_invalid: 'Le nom du fonds contient des caractères invalides.',
    fund_name_conflict: 'Ce CNPJ figure déjà à la ligne {{firstLine}} sous un autre nom : « {{firstName}} ».',
  },
  calendar: {
    meeting_not_after_fiscal_year_end: 'L’assemblée doit avoir lieu après la clôture de l’exercice.',
    meeting_late:
      'L’assemblée ordinaire doit se tenir dans les {{limit}} jours suivant la clôture de l’exercice (au plus tard le {{latest}}) ; cette date tombe {{days}} jours après.',
    statements_date_missing: 'Indiquez quand les états financiers sont mis à la disposition des porteurs.',
    statements_before_fiscal_year_end:
      'Les états financiers ne peuvent être disponibles qu’après la clôture de l’exercice.',
    statements_late:
      'Les états financiers doivent être disponibles au moins {{limit}} jours avant l’assemblée (au plus tard le {{latest}}).',
    call_notice_too_short:
      'La convocation doit partir au moins {{limit}} jours avant l’assemblée (au plus tard le {{latest}}).',
  },
  documents: {
    no_cnpj: 'Aucun CNPJ dans le nom du fichier « {{file}} ».',
    unknown_cnpj: 'Le CNPJ du nom de « {{file}} » ({{cnpjs}}) n’est celui d’aucun fonds du lot.',
    several_funds: 'Le nom de « {{file}} » porte le CNPJ de plusieurs fonds du lot ({{cnpjs}}).',
    fund_without_documents: 'Le fonds {{fund}} n’a pas de documents.',
  },
  approvalPresets: { simple_majority: 'Majorité simple des voix', qualified_quorum: 'Quorum qualifié' },
  approvalRuleIssues: {
    percent_invalid: 'Saisissez un pourcentage, avec au plus 6 décimales.',
    percent_out_of_range: 'Le pourcentage doit être supérieur à 0 et au plus 100.',
    holder_boundary_invalid: 'Saisissez un nombre entier de porteurs.',
  },
  itemOutcomes: { approved: 'Approuvé', rejected: 'Rejeté', quorum_not_reached: 'Quorum non atteint' },
  childOutcomes: {
    pending: 'En cours',
    cancelled: 'Annulé',
    approved: 'Approuvé',
    partly_approved: 'Approuvé en partie',
    rejected: 'Rejeté',
    tacitly_approved: 'Approuvé tacitement',
    quorum_not_reached: 'Quorum non atteint',
  },
  tacitApprovalBlockers: {
    no_financial_statements: 'Ce n’est pas une approbation des comptes.',
    qualified_opinion: 'L’opinion de l’auditeur comporte des réserves.',
    not_in_regulation: 'Le règlement du fonds ne prévoit pas l’approbation tacite.',
  },
  batchStatuses: {
    draft: 'Brouillon',
    partly_published: 'Publié en partie',
    scheduled: 'Programmé',
    open: 'Ouvert',
    closed: 'Clos',
    cancelled: 'Annulé',
  },
  holidays: {
    new_year: 'Jour de l’An',
    carnival_monday: 'Carnaval (lundi)',
    carnival_tuesday: 'Carnaval (mardi)',
    good_friday: 'Vendredi saint',
    tiradentes: 'Tiradentes',
    labour_day: 'Fête du Travail',
    corpus_christi: 'Fête-Dieu',
    independence_day: 'Fête de l’Indépendance',
    our_lady_aparecida: 'Notre-Dame d’Aparecida',
    all_souls_day: 'Jour des Morts',
    republic_day: 'Proclamation de la République',
    black_consciousness_day: 'Journée de la Conscience noire',
    christmas: 'Noël',
  },
};
