import type { BatchVotingText } from './types.ts';

export const ptBR: BatchVotingText = {
  fields: { fundTaxId: 'CNPJ do fundo', fundName: 'Nome do fundo' },
  rowIssues: {
    fund_tax_id_missing: 'Falta o CNPJ do fundo.',
    fund_tax_id_invalid: 'CNPJ do fundo inválido: confira os dígitos verificadores.',
    fund_tax_id_is_cpf: 'O número do fundo é um CPF: um fundo se identifica pelo CNPJ.',
    fund_tax_id_scientific_notation:
      'O CNPJ do fundo virou notação científica no Excel: formate a coluna como texto.',
    fund_unknown: 'Este CNPJ não é de nenhum fundo deste lote.',
    fund_name_missing: 'Falta o nome do fundo.',
    fund_name_too_long: 'O nome do fundo é longo demais.',
    fund_name_invalid: 'O nome do fundo tem caracteres inválidos.',
    fund_name_conflict: 'Este CNPJ já aparece na linha {{firstLine}} com outro nome: “{{firstName}}”.',
  },
  calendar: {
    meeting_not_after_fiscal_year_end: 'A assembleia deve ser depois do encerramento do exercício.',
    meeting_late:
      'A assembleia ordinária deve ocorrer em até {{limit}} dias do encerramento do exercício (até {{latest}}); esta data fica a {{days}} dias.',
    statements_date_missing: 'Informe quando as demonstrações financeiras ficam disponíveis aos cotistas.',
    statements_before_fiscal_year_end:
      'As demonstrações financeiras só ficam disponíveis depois do encerramento do exercício.',
    statements_late:
      'As demonstrações financeiras devem estar disponíveis ao menos {{limit}} dias antes da assembleia (até {{latest}}).',
    call_notice_too_short:
      'A convocação deve ser enviada ao menos {{limit}} dias antes da assembleia (até {{latest}}).',
  },
  documents: {
    no_cnpj: 'Nenhum CNPJ no nome do arquivo “{{file}}”.',
    unknown_cnpj: 'O CNPJ no nome de “{{file}}” ({{cnpjs}}) não é de nenhum fundo do lote.',
    several_funds: 'O nome de “{{file}}” traz o CNPJ de mais de um fundo do lote ({{cnpjs}}).',
    fund_without_documents: 'O fundo {{fund}} não tem documentos.',
  },
  approvalPresets: { simple_majority: 'Maioria simples dos votos', qualified_quorum: 'Quórum qualificado' },
  approvalRuleIssues: {
    percent_invalid: 'Informe um percentual, com até 6 casas decimais.',
    percent_out_of_range: 'O percentual deve ser maior que 0 e no máximo 100.',
    holder_boundary_invalid: 'Informe um número inteiro de cotistas.',
  },
  itemOutcomes: { approved: 'Aprovado', rejected: 'Rejeitado', quorum_not_reached: 'Quórum não atingido' },
  childOutcomes: {
    pending: 'Em andamento',
    cancelled: 'Cancelada',
    approved: 'Aprovada',
    partly_approved: 'Aprovada em parte',
    rejected: 'Rejeitada',
    tacitly_approved: 'Aprovada tacitamente',
    quorum_not_reached: 'Quórum não atingido',
  },
  tacitApprovalBlockers: {
    no_financial_statements: 'Não é uma aprovação de contas.',
    qualified_opinion: 'O parecer do auditor tem ressalvas.',
    not_in_regulation: 'O regulamento do fundo não prevê aprovação tácita.',
  },
  batchStatuses: {
    draft: 'Rascunho',
    partly_published: 'Publicada em parte',
    scheduled: 'Agendada',
    open: 'Aberta',
    closed: 'Encerrada',
    cancelled: 'Cancelada',
  },
  holidays: {
    new_year: 'Confraternização Universal',
    carnival_monday: 'Carnaval (segunda-feira)',
    carnival_tuesday: 'Carnaval (terça-feira)',
    good_friday: 'Sexta-feira Santa',
    tiradentes: 'Tiradentes',
    labour_day: 'Dia do Trabalho',
    corpus_christi: 'Corpus Christi',
    independence_day: 'Independência do Brasil',
    our_lady_aparecida: 'Nossa Senhora Aparecida',
    all_souls_day: 'Finados',
    republic_day: 'Proclamação da República',
    black_consciousness_day: 'Dia Nacional de Zumbi e da Consciência Negra',
    christmas: 'Natal',
  },
};
