import type { BatchVotingText } from './types.ts';

export const es: BatchVotingText = {
  fields: { fundTaxId: 'CNPJ del fondo', fundName: 'Nombre del fondo' },
  rowIssues: {
    fund_tax_id_missing: 'Falta el CNPJ del fondo.',
    fund_tax_id_invalid: 'CNPJ del fondo inválido: revise los dígitos verificadores.',
    fund_tax_id_is_cpf: 'El número del fondo es un CPF: un fondo se identifica por su CNPJ.',
    fund_tax_id_scientific_notation:
      'Excel convirtió el CNPJ del fondo en notación científica: dé formato de texto a la columna.',
    fund_unknown: 'Este CNPJ no es de ningún fondo de este lote.',
    fund_name_missing: 'Falta el nombre del fondo.',
    fund_name_too_long: 'El nombre del fondo es demasiado largo.',
    fund_name_invalid: 'El nombre del fondo tiene caracteres no válidos.',
    fund_name_conflict: 'Este CNPJ ya aparece en la línea {{firstLine}} con otro nombre: «{{firstName}}».',
  },
  calendar: {
    meeting_not_after_fiscal_year_end: 'La asamblea debe ser posterior al cierre del ejercicio.',
    meeting_late:
      'La asamblea ordinaria debe celebrarse dentro de los {{limit}} días siguientes al cierre del ejercicio (hasta el {{latest}}); esta fecha queda a {{days}} días.',
    statements_date_missing: 'Indique cuándo quedan los estados financieros a disposición de los cuotistas.',
    statements_before_fiscal_year_end:
      'Los estados financieros solo pueden estar disponibles después del cierre del ejercicio.',
    statements_late:
      'Los estados financieros deben estar disponibles al menos {{limit}} días antes de la asamblea (hasta el {{latest}}).',
    call_notice_too_short:
      'La convocatoria debe enviarse al menos {{limit}} días antes de la asamblea (hasta el {{latest}}).',
  },
  documents: {
    no_cnpj: 'Ningún CNPJ en el nombre del archivo «{{file}}».',
    unknown_cnpj: 'El CNPJ en el nombre de «{{file}}» ({{cnpjs}}) no es de ningún fondo del lote.',
    several_funds: 'El nombre de «{{file}}» lleva el CNPJ de más de un fondo del lote ({{cnpjs}}).',
    fund_without_documents: 'El fondo {{fund}} no tiene documentos.',
  },
  approvalPresets: { simple_majority: 'Mayoría simple de votos', qualified_quorum: 'Quórum calificado' },
  approvalRuleIssues: {
    percent_invalid: 'Indique un porcentaje, con hasta 6 decimales.',
    percent_out_of_range: 'El porcentaje debe ser mayor que 0 y como máximo 100.',
    holder_boundary_invalid: 'Indique un número entero de cuotistas.',
  },
  itemOutcomes: { approved: 'Aprobado', rejected: 'Rechazado', quorum_not_reached: 'Quórum no alcanzado' },
  childOutcomes: {
    pending: 'En curso',
    cancelled: 'Cancelada',
    approved: 'Aprobada',
    partly_approved: 'Aprobada en parte',
    rejected: 'Rechazada',
    tacitly_approved: 'Aprobada tácitamente',
    quorum_not_reached: 'Quórum no alcanzado',
  },
  tacitApprovalBlockers: {
    no_financial_statements: 'No es una aprobación de cuentas.',
    qualified_opinion: 'El dictamen del auditor tiene salvedades.',
    not_in_regulation: 'El reglamento del fondo no prevé la aprobación tácita.',
  },
  batchStatuses: {
    draft: 'Borrador',
    partly_published: 'Publicada en parte',
    scheduled: 'Programada',
    open: 'Abierta',
    closed: 'Cerrada',
    cancelled: 'Cancelada',
  },
  holidays: {
    new_year: 'Año Nuevo',
    carnival_monday: 'Carnaval (lunes)',
    carnival_tuesday: 'Carnaval (martes)',
    good_friday: 'Viernes Santo',
    tiradentes: 'Tiradentes',
    labour_day: 'Día del Trabajo',
    corpus_christi: 'Corpus Christi',
    independence_day: 'Independencia de Brasil',
    our_lady_aparecida: 'Nuestra Señora Aparecida',
    all_souls_day: 'Día de los Difuntos',
    republic_day: 'Proclamación de la República',
    black_consciousness_day: 'Día de la Conciencia Negra',
    christmas: 'Navidad',
  },
};
