import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { VotingWeighting } from '@backoffice/api-client';
import { Radio, RadioGroup, Switch, TextArea, TextField } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { DESCRIPTION_MAX, TITLE_MAX, type DetailsDraft } from '@admin/features/votings/stores/draft-model';
import { say } from '@admin/features/votings/stores/messages';
import { changeDetails, votingDraft } from '@admin/features/votings/stores/voting-draft';
import { operatorTimeZone } from '@admin/lib/local-date-time';
import * as styles from '../NewVotingPage.css';
import { StepForm } from './StepForm';

/** The time zone's name as people say it ('horário padrão de Brasília'), for the date fields' hint. */
function useTimeZoneName(): string {
  const locale = useCurrentLocale();
  return useMemo(() => {
    const zone = operatorTimeZone();
    const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? zone;
  }, [locale]);
}

// The dates are the browser's own datetime-local fields in the kit's field look (as on the new batch): the kit's
// DatePicker brought React Aria's calendar code to this screen's first load.

/** Title, description, weighting, support document, opening and deadline. Leaving it creates (or saves) the draft. */
export function DetailsStep() {
  const t = useT();
  const { details, detailsErrors: errors } = useSnapshot(votingDraft, { sync: true });
  const zone = useTimeZoneName();

  return (
    <StepForm>
      <div className={styles.fields}>
        <TextField
          label={t('votings.details.title')}
          description={t('votings.details.titleHint')}
          name="title"
          isRequired
          autoComplete="off"
          maxLength={TITLE_MAX}
          value={details.title}
          onChange={(value) => changeDetails('title', value)}
          isInvalid={Boolean(errors.title)}
          errorMessage={say(t, errors.title)}
        />
        <TextArea
          label={t('votings.details.description')}
          description={t('votings.details.descriptionHint')}
          name="description"
          rows={4}
          maxLength={DESCRIPTION_MAX}
          value={details.description}
          onChange={(value) => changeDetails('description', value)}
          isInvalid={Boolean(errors.description)}
          errorMessage={say(t, errors.description)}
        />
        <RadioGroup
          label={t('votings.details.weighting')}
          value={details.weighting}
          onChange={(value) => changeDetails('weighting', value as VotingWeighting)}
        >
          <Radio value="per_head" description={t('votings.details.perHeadHint')}>
            {t('votings.weighting.per_head')}
          </Radio>
          <Radio value="by_weight" description={t('votings.details.byWeightHint')}>
            {t('votings.weighting.by_weight')}
          </Radio>
        </RadioGroup>
        <Switch
          isSelected={details.requiresSupportDocument}
          onChange={(value) => changeDetails('requiresSupportDocument', value)}
          description={t('votings.details.supportDocumentHint')}
        >
          {t('votings.details.supportDocument')}
        </Switch>
        <RadioGroup
          label={t('votings.details.opening')}
          value={details.opening}
          onChange={(value) => changeDetails('opening', value as DetailsDraft['opening'])}
        >
          <Radio value="now">{t('votings.details.openingNow')}</Radio>
          <Radio value="scheduled">{t('votings.details.openingScheduled')}</Radio>
        </RadioGroup>
      </div>
      <div className={styles.twoColumns}>
        {details.opening === 'scheduled' ? (
          <TextField
            type="datetime-local"
            label={t('votings.details.opensAt')}
            description={t('votings.details.zoneHint', { zone })}
            name="opensAt"
            isRequired
            value={details.opensAt ?? ''}
            onChange={(value) => changeDetails('opensAt', value || null)}
            isInvalid={Boolean(errors.opensAt)}
            errorMessage={say(t, errors.opensAt)}
          />
        ) : null}
        <TextField
          type="datetime-local"
          label={t('votings.details.deadline')}
          description={t('votings.details.zoneHint', { zone })}
          name="deadline"
          isRequired
          value={details.deadline ?? ''}
          onChange={(value) => changeDetails('deadline', value || null)}
          isInvalid={Boolean(errors.deadline)}
          errorMessage={say(t, errors.deadline)}
        />
      </div>
    </StepForm>
  );
}
