import type { BatchVotingText } from './types.ts';

export const en: BatchVotingText = {
  fields: { fundTaxId: 'Fund CNPJ', fundName: 'Fund name' },
  rowIssues: {
    fund_tax_id_missing: 'The fund’s CNPJ is missing.',
    fund_tax_id_invalid: 'Invalid fund CNPJ: check the check digits.',
    fund_tax_id_is_cpf: 'The fund’s number is a CPF: a fund is identified by its CNPJ.',
    fund_tax_id_scientific_notation:
      'Excel turned the fund’s CNPJ into scientific notation: format the column as text.',
    fund_unknown: 'This CNPJ is not one of this batch’s funds.',
    fund_name_missing: 'The fund’s name is missing.',
    fund_name_too_long: 'The fund’s name is too long.',
    fund_name_invalid: 'The fund’s name has invalid characters.',
    fund_name_conflict: 'This CNPJ already appears on line {{firstLine}} with another name: “{{firstName}}”.',
  },
  calendar: {
    meeting_not_after_fiscal_year_end: 'The meeting must come after the fiscal year end.',
    meeting_late:
      'The ordinary meeting must be held within {{limit}} days of the fiscal year end (by {{latest}}); this date is {{days}} days after it.',
    statements_date_missing: 'Enter when the financial statements are available to the holders.',
    statements_before_fiscal_year_end:
      'The financial statements can only be available after the fiscal year end.',
    statements_late:
      'The financial statements must be available at least {{limit}} days before the meeting (by {{latest}}).',
    call_notice_too_short: 'The call must go out at least {{limit}} days before the meeting (by {{latest}}).',
  },
  documents: {
    no_cnpj: 'No CNPJ in the file name “{{file}}”.',
    unknown_cnpj: 'The CNPJ in the name of “{{file}}” ({{cnpjs}}) is not one of the batch’s funds.',
    several_funds: 'The name of “{{file}}” has the CNPJ of more than one of the batch’s funds ({{cnpjs}}).',
    fund_without_documents: 'The fund {{fund}} has no documents.',
  },
  approvalPresets: { simple_majority: 'Simple majority of votes', qualified_quorum: 'Qualified quorum' },
  approvalRuleIssues: {
    percent_invalid: 'Enter a percentage, with up to 6 decimal places.',
    percent_out_of_range: 'The percentage must be more than 0 and at most 100.',
    holder_boundary_invalid: 'Enter a whole number of holders.',
  },
  itemOutcomes: { approved: 'Approved', rejected: 'Rejected', quorum_not_reached: 'Quorum not reached' },
  childOutcomes: {
    pending: 'In progress',
    cancelled: 'Cancelled',
    approved: 'Approved',
    partly_approved: 'Partly approved',
    rejected: 'Rejected',
    tacitly_approved: 'Tacitly approved',
    quorum_not_reached: 'Quorum not reached',
  },
  tacitApprovalBlockers: {
    no_financial_statements: 'It is not an approval of financial statements.',
    qualified_opinion: 'The auditor’s opinion is qualified.',
    not_in_regulation: 'The fund’s regulation does not provide for tacit approval.',
  },
  batchStatuses: {
    draft: 'Draft',
    partly_published: 'Partly published',
    scheduled: 'Scheduled',
    open: 'Open',
    closed: 'Closed',
    cancelled: 'Cancelled',
  },
  holidays: {
    new_year: 'New Year’s Day',
    carnival_monday: 'Carnival (Monday)',
    carnival_tuesday: 'Carnival (Tuesday)',
    good_friday: 'Good Friday',
    tiradentes: 'Tiradentes',
    labour_day: 'Labour Day',
    corpus_christi: 'Corpus Christi',
    independence_day: 'Independence Day',
    our_lady_aparecida: 'Our Lady of Aparecida',
    all_souls_day: 'All Souls’ Day',
    republic_day: 'Proclamation of the Republic',
    black_consciousness_day: 'Black Consciousness Day',
    christmas: 'Christmas',
  },
};
