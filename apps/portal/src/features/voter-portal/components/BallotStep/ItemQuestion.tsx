import { useId } from 'react';
import { Heading, Radio, RadioGroup } from '@backoffice/ui';
import { useT, type TranslationKey } from '@portal/lib/i18n';
import type { PortalItem, VoteChoice } from '../../api/types';
import * as styles from './BallotStep.css';

export const voteChoices = [
  'approve',
  'reject',
  'abstain',
  'conflict',
] as const satisfies readonly VoteChoice[];

export const choiceKeys: Record<VoteChoice, TranslationKey> = {
  approve: 'portal.ballot.choices.approve',
  reject: 'portal.ballot.choices.reject',
  abstain: 'portal.ballot.choices.abstain',
  conflict: 'portal.ballot.choices.conflict',
};

export interface ItemQuestionProps {
  item: PortalItem;
  value: VoteChoice | undefined;
  onChange: (choice: VoteChoice) => void;
  /** The item's heading level (3 for the voter's own answers, 5 inside a represented party's). */
  headingLevel?: 3 | 4 | 5;
  /** Added to the group's name when the same items repeat for each represented party. */
  subject?: string;
  isDisabled?: boolean;
  /** Marked as missing its answer (after "Continuar" with items unanswered). */
  isInvalid?: boolean;
  /** The item's place on the page, for the list of missing answers to lead to it. */
  anchorId?: string;
}

/** Where an item of a subject (SELF or a represented party's id) is on the page. */
export const itemAnchorId = (subject: string, itemId: string) => `portal-item-${subject}-${itemId}`;

const isVoteChoice = (value: string): value is VoteChoice =>
  (voteChoices as readonly string[]).includes(value);

/** One item of the ballot: its title and description, and the four answers as large choices (arrow keys move). */
export function ItemQuestion({
  item,
  value,
  onChange,
  headingLevel = 3,
  subject,
  isDisabled,
  isInvalid = false,
  anchorId,
}: ItemQuestionProps) {
  const t = useT();
  const headingId = useId();
  const subjectId = useId();
  return (
    <div className={styles.item} id={anchorId}>
      <Heading level={headingLevel} size="sm" id={headingId} className={styles.itemTitle}>
        {t('portal.ballot.item', { position: item.position })} · <span dir="auto">{item.title}</span>
      </Heading>
      {item.description ? (
        <p className={styles.itemDescription} dir="auto">
          {item.description}
        </p>
      ) : null}
      {subject ? (
        <span id={subjectId} hidden>
          {subject}
        </span>
      ) : null}
      <RadioGroup
        aria-labelledby={subject ? `${headingId} ${subjectId}` : headingId}
        variant="card"
        orientation="horizontal"
        value={value ?? null}
        onChange={(next) => {
          if (isVoteChoice(next)) onChange(next);
        }}
        isDisabled={isDisabled}
        isInvalid={isInvalid}
        errorMessage={t('portal.ballot.itemRequired')}
        className={styles.choices}
      >
        {voteChoices.map((choice) => (
          <Radio key={choice} value={choice} className={styles.choice}>
            {t(choiceKeys[choice])}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}
