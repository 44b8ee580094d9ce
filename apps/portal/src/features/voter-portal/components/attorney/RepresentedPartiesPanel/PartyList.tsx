import { useEffect, useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { IconButton, Pagination, Text } from '@backoffice/ui';
import { useCurrentLocale } from '@portal/lib/i18n';
import type { RepresentedParty } from '../attorney-api';
import { useAttorneyT } from '../use-attorney-t';
import * as styles from './RepresentedPartiesPanel.css';

export const PARTIES_PAGE_SIZE = 20;

export interface PartyListProps {
  parties: readonly RepresentedParty[];
  /** The id of the list's heading (the list is named by it). */
  labelledBy: string;
  onRemove: (party: RepresentedParty) => void;
  /** The party being removed (its button waits). */
  removing: string | null;
  /** Parties that can no longer be removed (they have votes). */
  lockedIds?: readonly string[];
  isDisabled?: boolean;
}

/** A weight (the API's decimal string) in the locale's format, read exactly from the string. */
function formatWeight(weight: string, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(weight as unknown as number);
}

/** The attorney's parties, twenty at a time: name, masked CPF/CNPJ, weight and a remove button each. */
export function PartyList({
  parties,
  labelledBy,
  onRemove,
  removing,
  lockedIds = [],
  isDisabled,
}: PartyListProps) {
  const t = useAttorneyT();
  const locale = useCurrentLocale();
  const [page, setPage] = useState(1);
  const lastPage = Math.max(1, Math.ceil(parties.length / PARTIES_PAGE_SIZE));
  const shown = Math.min(page, lastPage);
  const first = (shown - 1) * PARTIES_PAGE_SIZE;
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<{ index: number; id: string } | null>(null);

  // Once a removed party has left the list, the focus goes to the remove button now at its place (or the list's
  // last one, or the heading). A removal that failed leaves the focus where it is.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || parties.some((party) => party.id === pending.id)) return;
    pendingFocus.current = null;
    const index = pending.index;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])');
    const target = buttons?.[Math.min(index, buttons.length - 1)];
    if (target) target.focus();
    else document.getElementById(labelledBy)?.focus();
  }, [parties, labelledBy]);

  if (parties.length === 0)
    return (
      <Text size="sm" tone="muted">
        {t('attorney.parties.empty')}
      </Text>
    );

  return (
    <>
      <ul ref={listRef} aria-labelledby={labelledBy} className={styles.partyList}>
        {parties.slice(first, first + PARTIES_PAGE_SIZE).map((party, index) => {
          const locked = lockedIds.includes(party.id);
          return (
            <li key={party.id} className={styles.party}>
              <div className={styles.partyText}>
                {/* Isolated, so a Latin name keeps its order on an Arabic page and the line still starts at the
                    page's start. */}
                <span className={styles.partyName}>
                  <bdi>{party.name}</bdi>
                </span>
                <Text elementType="span" size="sm" tone="muted">
                  <bdi dir="ltr" className={styles.nowrap}>
                    {party.taxIdMasked}
                  </bdi>
                  {' · '}
                  {t('attorney.parties.weightValue', { weight: formatWeight(party.weight, locale) })}
                  {locked ? ` · ${t('attorney.parties.hasVotes')}` : ''}
                </Text>
              </div>
              {locked ? null : (
                <IconButton
                  size="sm"
                  aria-label={t('attorney.parties.remove', { name: party.name })}
                  icon={<Trash2 size={16} aria-hidden />}
                  isDisabled={isDisabled || removing === party.id}
                  onPress={() => {
                    pendingFocus.current = { index, id: party.id };
                    onRemove(party);
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      {parties.length > PARTIES_PAGE_SIZE ? (
        <Pagination
          aria-label={t('attorney.parties.pagination')}
          page={shown}
          pageSize={PARTIES_PAGE_SIZE}
          totalItems={parties.length}
          onPageChange={setPage}
        />
      ) : null}
    </>
  );
}
