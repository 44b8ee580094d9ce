// The file behind "baixar CSV de exemplo": the headers the import reads, in Portuguese, and rows that import as they
// are (valid CPF, numeric CNPJ and alphanumeric CNPJ; a weight with a decimal comma and one with a thousands dot).
import { toCsv } from '@backoffice/domain';

export const VOTER_CSV_EXAMPLE_FILE_NAME = 'exemplo-votantes.csv';

export const VOTER_CSV_EXAMPLE_ROWS: readonly (readonly string[])[] = [
  ['Nome', 'CPF/CNPJ', 'E-mail', 'Telefone', 'Peso'],
  ['Maria da Silva', '529.982.247-25', 'maria.silva@exemplo.com.br', '(11) 98765-4321', '1.250,5'],
  ['Empresa Exemplo Ltda.', '11.222.333/0001-81', 'assembleias@exemplo.com.br', '', '100'],
  ['Fundo Exemplo', '12.ABC.345/01DE-35', 'fundo@exemplo.com.br', '(21) 3456-7890', '2.000'],
];

/** UTF-8 with BOM, ';', CRLF. */
export function voterCsvExample(): string {
  return toCsv(VOTER_CSV_EXAMPLE_ROWS);
}

export const REPRESENTED_PARTY_CSV_EXAMPLE_FILE_NAME = 'exemplo-representados.csv';

/** The parties an attorney represents (voter portal): name, CPF/CNPJ and weight, e-mail not needed. */
export const REPRESENTED_PARTY_CSV_EXAMPLE_ROWS: readonly (readonly string[])[] = [
  ['Nome', 'CPF/CNPJ', 'Peso'],
  ['Maria da Silva', '529.982.247-25', '1.250,5'],
  ['Empresa Exemplo Ltda.', '11.222.333/0001-81', '100'],
  ['Fundo Exemplo', '12.ABC.345/01DE-35', '2.000'],
];

/** UTF-8 with BOM, ';', CRLF. */
export function representedPartyCsvExample(): string {
  return toCsv(REPRESENTED_PARTY_CSV_EXAMPLE_ROWS);
}
