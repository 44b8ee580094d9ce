import { useUiStrings } from '../../../i18n/uiStrings';
import { cx } from '../cx';
import { visuallyHidden } from '../shared.css';
import { chartStrings } from './chart.strings';
import * as styles from './chart.css';
import type { ChartModel } from './chartModel';

export interface ChartDataTableProps {
  caption: string;
  model: ChartModel;
  /** The figure around already shows the caption: keep it for assistive technology only. */
  hideCaption?: boolean;
  labelHeader?: string;
  valueHeader?: string;
}

/** The chart's data as a real table: one row per item with its value and share, then the total. */
export function ChartDataTable({
  caption,
  model,
  hideCaption,
  labelHeader,
  valueHeader,
}: ChartDataTableProps) {
  const t = useUiStrings(chartStrings);
  return (
    <table className={styles.table}>
      <caption className={hideCaption ? visuallyHidden : styles.tableCaption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headerCell}>
            {labelHeader ?? t('labelHeader')}
          </th>
          <th scope="col" className={cx(styles.headerCell, styles.numberCell)}>
            {valueHeader ?? t('valueHeader')}
          </th>
          <th scope="col" className={cx(styles.headerCell, styles.numberCell)}>
            {t('percentHeader')}
          </th>
        </tr>
      </thead>
      <tbody>
        {model.items.map((item) => (
          <tr key={item.key}>
            <th scope="row" className={styles.rowHeader}>
              <span className={cx(styles.swatch, styles.toneSwatch[item.tone])} aria-hidden="true" />
              {item.label}
            </th>
            <td className={styles.numberCell}>{item.valueText}</td>
            <td className={styles.numberCell}>{item.shareText}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className={cx(styles.rowHeader, styles.footerCell)}>
            {t('total')}
          </th>
          <td className={cx(styles.numberCell, styles.footerCell)}>{model.totalText}</td>
          <td className={cx(styles.numberCell, styles.footerCell)}>{model.totalShareText}</td>
        </tr>
      </tfoot>
    </table>
  );
}
