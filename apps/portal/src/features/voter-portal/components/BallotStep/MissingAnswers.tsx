import type { Ref } from 'react';
import { AlertCircle } from 'lucide-react';
import { Button } from '@backoffice/ui';
import { useT } from '@portal/lib/i18n';
import type { UnansweredOfSubject } from '../../stores/answers';
import { setOpenParty } from '../../stores/ballot';
import { SELF } from '../../stores/portal-state';
import { isolate } from '@backoffice/app-common';
import { itemAnchorId } from './ItemQuestion';
import * as styles from './BallotStep.css';

export interface MissingAnswersProps {
  missing: readonly UnansweredOfSubject[];
  /** A represented party's name and masked CPF/CNPJ, by id (the voter's own answers have none). */
  partyNames: Readonly<Record<string, string>>;
  ref?: Ref<HTMLDivElement>;
}

/** Moves to an item's answers (opening its represented party first): its chosen answer, else its first, takes focus. */
function goToItem(subject: string, itemId: string) {
  if (subject !== SELF) setOpenParty(subject);
  // A party's answers render once it is open: wait a frame or two for them.
  let tries = 0;
  const focus = () => {
    const item = document.getElementById(itemAnchorId(subject, itemId));
    if (!item) {
      if (tries++ < 10) requestAnimationFrame(focus);
      return;
    }
    const radio =
      item.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
      item.querySelector<HTMLInputElement>('input[type="radio"]');
    item.scrollIntoView?.({ block: 'center' });
    radio?.focus({ preventScroll: true });
  };
  focus();
}

/**
 * What is still unanswered on the ballot step, said there (not only at "Finalizar"): each subject that must answer
 * (the voter, or each represented party when their answers are their own) with its items, each a button that leads to
 * it. Takes the focus when "Continuar" finds answers missing.
 */
export function MissingAnswers({ missing, partyNames, ref }: MissingAnswersProps) {
  const t = useT();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="portal-missing-title"
      className={styles.missing}
    >
      <p id="portal-missing-title" className={styles.missingTitle}>
        <AlertCircle size={20} aria-hidden />
        <span>{t('portal.ballot.missingTitle')}</span>
      </p>
      <p className={styles.missingIntro}>{t('portal.ballot.missingIntro')}</p>
      <ul className={styles.missingList}>
        {missing.map(({ subject, items }) => (
          <li key={subject} className={styles.missingSubject}>
            <span>
              {t('portal.ballot.missingOf', {
                who:
                  subject === SELF
                    ? t('portal.ballot.ownVotes')
                    : t('portal.ballot.partyVotes', { name: isolate(partyNames[subject] ?? '') }),
              })}
            </span>
            <ul className={styles.missingItems}>
              {items.map((item) => (
                <li key={item.id}>
                  <Button
                    variant="ghost"
                    className={styles.missingItem}
                    onPress={() => goToItem(subject, item.id)}
                  >
                    <span>
                      {t('portal.ballot.item', { position: item.position })} ·{' '}
                      <span dir="auto">{item.title}</span>
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
