import { useCallback, useState } from 'react';
import { SearchField } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { useDebouncedSearch } from '../ListPage/use-debounced-search';

export interface ListSearchProps {
  /** The field's visible label (its accessible name). */
  label: string;
  placeholder?: string;
  /** The search the list asks the server for now. */
  search: string;
  /**
   * Asks the list for a new search (trimmed); the list starts over at its first page. A stable function (a store's
   * action): a new one at each render would restart the pause.
   */
  onSearch: (search: string) => unknown;
  className?: string;
}

/**
 * A server-side list's search field, for its toolbar: what is typed goes to the list once typing pauses
 * (SEARCH_DEBOUNCE_MS), Enter sends it at once, clearing (button or Escape) sends the empty search at once. Spaces
 * around the text are not a new search. The field follows the list when its search changes from elsewhere (e.g.
 * "clear filters").
 */
export function ListSearch({ label, placeholder, search, onSearch, className }: ListSearchProps) {
  const t = useT();
  const [text, setText] = useState(search);
  // The search this field asked for last: any other change of `search` came from elsewhere and is shown.
  const [sent, setSent] = useState(search);
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    setSeen(search);
    if (search !== sent) {
      setSent(search);
      setText(search);
    }
  }

  const send = useCallback(
    (value: string) => {
      setSent(value);
      return onSearch(value);
    },
    [onSearch],
  );
  const wanted = text.trim();
  useDebouncedSearch(wanted, search, send);

  return (
    <SearchField
      className={className}
      label={label}
      placeholder={placeholder}
      clearLabel={t('common.clearSearch')}
      value={text}
      onChange={setText}
      onSubmit={() => void (wanted !== search && send(wanted))}
      onClear={() => void (search !== '' && send(''))}
    />
  );
}
