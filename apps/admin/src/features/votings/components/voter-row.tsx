import type { Voter } from '@backoffice/api-client';
import { formatCnpj, formatCpf, formatPhone, voterImportText } from '@backoffice/domain';
import { Cell, Column } from '@backoffice/ui';
import { formatDecimal } from './decimal';
import * as styles from './voter-row.css';

// A voter as a table row, the same in the new voting's voters list (DraftVotersTable) and the import preview
// (ImportPreviewTable): name, CPF/CNPJ punctuated, e-mail, phone as people read it, weight in the locale's format.

export type VoterRowData = Pick<Voter, 'name' | 'taxIdType' | 'taxId' | 'email' | 'phone' | 'weight'>;

/** The voter columns' headers, named as the voter import names its fields in `locale`. */
export function voterColumns(locale: string) {
  const { fields } = voterImportText(locale);
  return (
    <>
      <Column id="name" isRowHeader>
        {fields.name}
      </Column>
      <Column id="taxId">{fields.taxId}</Column>
      <Column id="email">{fields.email}</Column>
      <Column id="phone">{fields.phone}</Column>
      <Column id="weight" align="end">
        {fields.weight}
      </Column>
    </>
  );
}

/** The cells of one voter, under voterColumns. */
export function voterCells(voter: VoterRowData, locale: string) {
  return (
    <>
      <Cell>
        <bdi>{voter.name}</bdi>
      </Cell>
      <Cell>
        <bdi dir="ltr" className={styles.nowrap}>
          {voter.taxIdType === 'CPF' ? formatCpf(voter.taxId) : formatCnpj(voter.taxId)}
        </bdi>
      </Cell>
      <Cell>
        <bdi>{voter.email}</bdi>
      </Cell>
      <Cell>
        {voter.phone ? (
          <bdi dir="ltr" className={styles.nowrap}>
            {formatPhone(voter.phone)}
          </bdi>
        ) : null}
      </Cell>
      <Cell>{formatDecimal(voter.weight, locale)}</Cell>
    </>
  );
}
