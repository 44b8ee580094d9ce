import { useSnapshot } from 'valtio';
import type { AuditorOpinion, VotingBatchHolderImport, VotingKind } from '@backoffice/api-client';
import { formatCnpj } from '@backoffice/domain';
import {
  Cell,
  Checkbox,
  Column,
  Heading,
  NativeSelect,
  Row,
  Table,
  TableBody,
  TableHeader,
  Text,
  TextField,
} from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { holderImport, setFundOption, type FundRowError } from '../../stores/holder-import';
import * as styles from './FundOptionsTable.css';

type Fund = VotingBatchHolderImport['funds'][number];

const OPINIONS: readonly AuditorOpinion[] = ['unqualified', 'qualified'];

/** A numeric string as Intl reads it exactly (the DOM typings name only number and bigint). */
const exact = (value: string) => value as unknown as number;

/**
 * The funds the spreadsheet makes, one voting each — name, CNPJ, holders and the sum of their quotas — with the facts
 * each child voting takes: its issued quotas (empty: the holders' quotas), and for a financial-statement approval the
 * auditor's opinion and whether the fund's regulation allows tacit approval. A fund's refusal is said on its row.
 */
export function FundOptionsTable({ funds, kind }: { funds: readonly Fund[]; kind: VotingKind }) {
  const t = useT();
  const locale = useCurrentLocale();
  const { options, rowErrors, phase } = useSnapshot(holderImport);
  const numbers = new Intl.NumberFormat(locale);
  const quotas = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  const statements = kind === 'financial_statement';
  const busy = phase === 'confirming';
  const say = (error: FundRowError | undefined) =>
    error
      ? t(error.key, {
          ...error.params,
          ...(error.params?.held !== undefined
            ? { held: quotas.format(exact(String(error.params.held))) }
            : {}),
        })
      : undefined;

  return (
    <section className={styles.section} aria-labelledby="batch-fund-options-title">
      <Heading level={3} size="sm" id="batch-fund-options-title">
        {t('batchVotings.fundOptions.title')}
      </Heading>
      <Text tone="muted">{t('batchVotings.fundOptions.intro')}</Text>
      <Table aria-labelledby="batch-fund-options-title">
        <TableHeader>
          <Column id="name" isRowHeader>
            {t('batchVotings.fundOptions.columns.fund')}
          </Column>
          <Column id="taxId">{t('batchVotings.fundOptions.columns.taxId')}</Column>
          <Column id="holders" align="end">
            {t('batchVotings.fundOptions.columns.holders')}
          </Column>
          <Column id="held" align="end">
            {t('batchVotings.fundOptions.columns.heldQuotas')}
          </Column>
          <Column id="issued">{t('batchVotings.fundOptions.columns.issuedQuotas')}</Column>
          {statements ? <Column id="opinion">{t('batchVotings.fundOptions.columns.opinion')}</Column> : null}
          {statements ? <Column id="tacit">{t('batchVotings.fundOptions.columns.tacit')}</Column> : null}
        </TableHeader>
        <TableBody items={funds.map((fund) => ({ ...fund, id: fund.taxId }))}>
          {(fund) => {
            const own = options[fund.taxId];
            const error = say(rowErrors[fund.taxId] as FundRowError | undefined);
            return (
              <Row id={fund.id}>
                <Cell>
                  <bdi>{fund.name}</bdi>
                </Cell>
                <Cell>
                  <bdi className={styles.nowrap}>{formatCnpj(fund.taxId)}</bdi>
                </Cell>
                <Cell>{numbers.format(fund.holders)}</Cell>
                <Cell>
                  <span className={styles.nowrap}>{quotas.format(exact(fund.quotas))}</span>
                </Cell>
                <Cell>
                  <TextField
                    className={styles.quotas}
                    aria-label={t('batchVotings.fundOptions.issuedQuotasOf', { fund: fund.name })}
                    inputMode="decimal"
                    placeholder={quotas.format(exact(fund.quotas))}
                    value={own?.issuedQuotas ?? ''}
                    onChange={(value) => setFundOption(fund.taxId, 'issuedQuotas', value)}
                    isDisabled={busy}
                    isInvalid={Boolean(error)}
                    errorMessage={error}
                  />
                </Cell>
                {statements ? (
                  <Cell>
                    <NativeSelect
                      className={styles.opinion}
                      label={
                        <span className={styles.visuallyHidden}>
                          {t('batchVotings.fundOptions.opinionOf', { fund: fund.name })}
                        </span>
                      }
                      options={OPINIONS.map((opinion) => ({
                        id: opinion,
                        label: t(`batchVotings.fundOptions.opinions.${opinion}`),
                      }))}
                      selectedKey={own?.auditorOpinion ?? 'unqualified'}
                      onSelectionChange={(key) =>
                        setFundOption(fund.taxId, 'auditorOpinion', key as AuditorOpinion)
                      }
                      isDisabled={busy}
                    />
                  </Cell>
                ) : null}
                {statements ? (
                  <Cell>
                    <Checkbox
                      aria-label={t('batchVotings.fundOptions.tacitOf', { fund: fund.name })}
                      isSelected={own?.tacitApprovalAllowed ?? false}
                      onChange={(selected) => setFundOption(fund.taxId, 'tacitApprovalAllowed', selected)}
                      isDisabled={busy}
                    />
                  </Cell>
                ) : null}
              </Row>
            );
          }}
        </TableBody>
      </Table>
    </section>
  );
}
