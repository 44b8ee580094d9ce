import type { Approval } from '../api/approval-api';
import { useApprovalT } from '../i18n';
import { CHOICES, choiceKey } from './choices';
import { useApprovalFormats } from './use-approval-formats';
import * as styles from './ApprovalPage.css';

/** Per item, how the ballot's subjects voted: the whole ballot at a glance before its details. */
export function VotesSummary({ approval }: { approval: Approval }) {
  const t = useApprovalT();
  const format = useApprovalFormats();
  const items = [...approval.items].sort((a, b) => a.position - b.position);
  return (
    <ol className={styles.itemList}>
      {items.map((item) => {
        const counts = CHOICES.map((choice) => ({
          choice,
          count: approval.subjects.filter((subject) =>
            subject.votes.some((vote) => vote.itemId === item.id && vote.choice === choice),
          ).length,
        })).filter(({ count }) => count > 0);
        return (
          <li key={item.id} className={styles.itemSummary}>
            <span className={styles.itemTitle}>
              <span className={styles.position}>{format.count(item.position)}.</span> <bdi>{item.title}</bdi>
            </span>
            <span className={styles.counts}>
              {counts.length === 0
                ? t('approval.summary.noVotes')
                : counts
                    .map(({ choice, count }) =>
                      t('approval.summary.count', {
                        choice: t(choiceKey[choice]),
                        count: format.count(count),
                      }),
                    )
                    .join(' · ')}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
