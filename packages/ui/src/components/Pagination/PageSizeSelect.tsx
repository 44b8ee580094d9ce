import { Select, SelectItem } from '../Select/Select';
import * as styles from './Pagination.css';

export interface PageSizeSelectProps {
  label: string;
  options: readonly { id: number; label: string }[];
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  isDisabled: boolean;
}

/**
 * The pagination's page-size select, a module of its own (Pagination.tsx loads it only when it is asked for): the
 * select's code (popover, list box, collections) stays off the screens whose pagination has none.
 */
export default function PageSizeSelect({
  label,
  options,
  pageSize,
  onPageSizeChange,
  isDisabled,
}: PageSizeSelectProps) {
  return (
    <Select
      label={label}
      items={options}
      selectedKey={pageSize}
      onSelectionChange={(key) => {
        if (key != null && Number(key) !== pageSize) onPageSizeChange(Number(key));
      }}
      isDisabled={isDisabled}
      className={styles.pageSize}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}
