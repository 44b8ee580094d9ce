import { useState } from 'react';
import { Badge, Pagination, Text } from '@backoffice/ui';
import type { Approval, ApprovalSubject } from '../api/approval-api';
import { usePlural } from '@portal/lib/plural';
import { useApprovalT } from '../i18n';
import { choiceKey, choiceTone } from './choices';
import { useApprovalFormats } from './use-approval-formats';
import * as styles from './ApprovalPage.css';

export const SUBJECTS_PAGE_SIZE = 10;

/** Each subject of the ballot (the attorney's own vote first, then each represented party) with its answers. */
export function SubjectsList({ approval, headingLevel }: { approval: Approval; headingLevel: 3 | 4 }) {
  const t = useApprovalT();
  const plural = usePlural();
  const [page, setPage] = useState(1);
  const subjects = [...approval.subjects].sort(
    (a, b) => Number(a.representedPartyId !== null) - Number(b.representedPartyId !== null),
  );
  const lastPage = Math.max(1, Math.ceil(subjects.length / SUBJECTS_PAGE_SIZE));
  const shown = Math.min(page, lastPage);
  const first = (shown - 1) * SUBJECTS_PAGE_SIZE;
  const items = [...approval.items].sort((a, b) => a.position - b.position);
  return (
    <>
      <ul className={styles.subjects}>
        {subjects.slice(first, first + SUBJECTS_PAGE_SIZE).map((subject) => (
          <SubjectVotes
            key={subject.representedPartyId ?? 'own'}
            subject={subject}
            items={items}
            headingLevel={headingLevel}
          />
        ))}
      </ul>
      {subjects.length > SUBJECTS_PAGE_SIZE ? (
        <Pagination
          aria-label={t('approval.subjects.pagination')}
          page={shown}
          pageSize={SUBJECTS_PAGE_SIZE}
          totalItems={subjects.length}
          onPageChange={setPage}
        />
      ) : null}
      <Text size="sm" tone="muted">
        {plural('approval.subjects.total', subjects.length)}
      </Text>
    </>
  );
}

function SubjectVotes({
  subject,
  items,
  headingLevel,
}: {
  subject: ApprovalSubject;
  items: Approval['items'];
  headingLevel: 3 | 4;
}) {
  const t = useApprovalT();
  const format = useApprovalFormats();
  const Title = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li className={styles.subject}>
      <div className={styles.subjectHeader}>
        <Title className={styles.subjectName}>
          <bdi>{subject.name}</bdi>
        </Title>
        <Text elementType="span" size="sm" tone="muted">
          <bdi dir="ltr" className={styles.nowrap}>
            {subject.taxIdMasked}
          </bdi>
          {' · '}
          {subject.representedPartyId === null
            ? t('approval.subjects.own')
            : t('approval.subjects.represented')}
        </Text>
      </div>
      <dl className={styles.votes}>
        {items.map((item) => {
          const vote = subject.votes.find((candidate) => candidate.itemId === item.id);
          return (
            <div key={item.id} className={styles.vote}>
              <dt>
                <span className={styles.position}>{format.count(item.position)}.</span>{' '}
                <bdi>{item.title}</bdi>
              </dt>
              <dd>
                {vote ? (
                  <Badge tone={choiceTone[vote.choice]}>{t(choiceKey[vote.choice])}</Badge>
                ) : (
                  <Text elementType="span" size="sm" tone="muted">
                    {t('approval.subjects.noVote')}
                  </Text>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </li>
  );
}
