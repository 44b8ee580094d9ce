import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '../constants.ts';
import { titledFileName } from '../fileNames.ts';
import { IMPORT_ROW_CODES, VOTER_FIELDS, type ImportRowCode, type VoterField } from '../voterImportCodes.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { ptBR } from './pt-BR.ts';
import type { VoterImportText } from './types.ts';
import { zh } from './zh.ts';

// The voter import's problems in words, once for the screen and the downloadable report (issue 16: the report said
// 'tax_id_invalid' under an English header while the screen said 'CPF/CNPJ inválido…').

export type { VoterImportText };

export const VOTER_IMPORT_TEXT: Readonly<Record<Locale, VoterImportText>> = {
  'pt-BR': ptBR,
  en,
  es,
  fr,
  it,
  zh,
  ar,
};

export type IssueParamValue = string | number | boolean;

/** The texts of `locale` ('pt-BR' for a locale the product does not have). */
export function voterImportText(locale: string): VoterImportText {
  return VOTER_IMPORT_TEXT[isSupportedLocale(locale) ? locale : DEFAULT_LOCALE];
}

const isRowCode = (code: string): code is ImportRowCode =>
  (IMPORT_ROW_CODES as readonly string[]).includes(code);
const isVoterField = (field: string | null | undefined): field is VoterField =>
  (VOTER_FIELDS as readonly string[]).includes(field ?? '');

/** `{{name}}` replaced by the parameter, numbers in the language's format ('1.000' in pt-BR); others left as they are. */
export function fillImportText(
  template: string,
  params: Readonly<Record<string, IssueParamValue>> | undefined,
  locale: string,
): string {
  const numbers = new Intl.NumberFormat(isSupportedLocale(locale) ? locale : DEFAULT_LOCALE);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numbers.format(value) : String(value);
  });
}

/** The column a field comes from, in words ('CPF/CNPJ'); the whole row when the problem is not a cell's. */
export function voterFieldLabel(locale: string, field: string | null | undefined): string {
  const text = voterImportText(locale);
  return isVoterField(field) ? text.fields[field] : text.fields.row;
}

/** One row problem as a sentence; a code this version does not know is named in a generic sentence. */
export function rowIssueMessage(
  locale: string,
  issue: { code: string; params?: Readonly<Record<string, IssueParamValue>> | undefined },
): string {
  const text = voterImportText(locale);
  if (!isRowCode(issue.code)) return fillImportText(text.issues.unknown, { code: issue.code }, locale);
  return fillImportText(text.issues[issue.code], issue.params, locale);
}

/** The error report's header: the error list's columns. */
export function importErrorReportHeader(locale: string): [string, string, string, string] {
  const { columns } = voterImportText(locale);
  return [columns.line, columns.field, columns.reason, columns.value];
}

/** 'Cotistas março.csv' → 'erros-da-importacao-cotistas-marco.csv' (the uploaded name as the domain slugs it). */
export function importErrorReportFileName(locale: string, uploadedFileName: string): string {
  return titledFileName(
    voterImportText(locale).errorReportFile,
    uploadedFileName.replace(/\.[^.]*$/, ''),
    'csv',
  );
}
