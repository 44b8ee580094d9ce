import { useRef, type FormEvent } from 'react';
import { ArrowRight, Plus, Trash2 } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { financialStatementItem, isCalendarDate, type FundKind } from '@backoffice/domain';
import {
  Button,
  Form,
  Heading,
  IconButton,
  Radio,
  RadioGroup,
  Text,
  TextArea,
  TextField,
} from '@backoffice/ui';
import { FormMessage } from '@backoffice/app-common';
import { useT, type Translate } from '@admin/lib/i18n';
import {
  addItem,
  changeDetails,
  changeItem,
  createBatch,
  newBatch,
  removeItem,
} from '../../stores/new-batch';
import { CalendarIssuesList } from '../CalendarIssuesList/CalendarIssuesList';
import { BallotTemplateField } from './BallotTemplateField';
import * as styles from './BatchDetailsForm.css';

/** A field's refusal in words (required, out of range, or the server's code as the generic message). */
function say(t: Translate, code: string | undefined): string | undefined {
  if (!code) return undefined;
  if (code === 'required') return t('batchVotings.new.errors.required');
  if (code === 'out_of_range') return t('batchVotings.new.errors.leadDays');
  return t('batchVotings.new.errors.refused');
}

// The dates are the browser's own date and date-time fields in the kit's field look (as NativeSelect is for the
// select): the kit's DateField brought ≈24 KB gzip of calendar code to this screen's first load.

/**
 * What every fund's voting shares: title, description, the fund kind (its call notice), opening and deadline; a
 * standard batch's items, or the financial-statement approval's fixed item with the fiscal year end and the
 * statements' dates, whose calendar is checked as they are picked. "Continuar" creates the batch (a draft).
 */
export function BatchDetailsForm() {
  const t = useT();
  const state = useSnapshot(newBatch, { sync: true });
  const { errors } = state;
  const formRef = useRef<HTMLDivElement>(null);
  const statement = state.kind === 'financial_statement';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await createBatch()) return;
    // The first field at fault takes the focus, so the keyboard and the screen reader start from it.
    formRef.current
      ?.querySelector<HTMLElement>(
        '[data-invalid] input:not([type="hidden"]), [data-invalid] select, [data-invalid] [role="spinbutton"]',
      )
      ?.focus();
  }

  return (
    <div ref={formRef}>
      <Form
        className={styles.form}
        onSubmit={submit}
        validationBehavior="aria"
        aria-label={t('batchVotings.new.detailsTitle')}
      >
        <div className={styles.fields}>
          <TextField
            label={t('batchVotings.new.titleField')}
            name="title"
            isRequired
            autoComplete="off"
            maxLength={200}
            value={state.title}
            onChange={(value) => changeDetails('title', value)}
            isInvalid={Boolean(errors.title)}
            errorMessage={say(t, errors.title)}
          />
          <TextArea
            label={t('batchVotings.new.description')}
            name="description"
            rows={3}
            maxLength={10000}
            value={state.description}
            onChange={(value) => changeDetails('description', value)}
          />
          <RadioGroup
            label={t('batchVotings.new.fundKind')}
            value={state.fundKind}
            onChange={(value) => changeDetails('fundKind', value as FundKind)}
          >
            <Radio value="fii" description={t('batchVotings.new.fundKindFiiHint')}>
              {t('batchVotings.new.fundKindFii')}
            </Radio>
            <Radio value="other" description={t('batchVotings.new.fundKindOtherHint')}>
              {t('batchVotings.new.fundKindOther')}
            </Radio>
          </RadioGroup>
          <BallotTemplateField value={state.ballotTemplateId} error={say(t, errors.ballotTemplateId)} />
        </div>
        <div className={styles.columns}>
          <TextField
            type="datetime-local"
            label={t('batchVotings.new.opensAt')}
            description={t('batchVotings.new.opensAtHint')}
            value={state.opensAt ?? ''}
            onChange={(value) => changeDetails('opensAt', value || null)}
          />
          <TextField
            type="datetime-local"
            label={t('batchVotings.new.deadline')}
            description={statement ? t('batchVotings.new.deadlineMeetingHint') : undefined}
            isRequired
            value={state.deadline ?? ''}
            onChange={(value) => changeDetails('deadline', value || null)}
            isInvalid={Boolean(errors.deadline)}
            errorMessage={say(t, errors.deadline)}
          />
        </div>
        {statement ? <StatementFields /> : <ItemsFields />}
        <FormMessage tone="danger">{state.saveFailed ? t('batchVotings.new.saveFailed') : null}</FormMessage>
        <div className={styles.actions}>
          <Button type="submit" isPending={state.saving}>
            {t('batchVotings.new.continue')}
            <ArrowRight size={18} aria-hidden className={styles.forward} />
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** The financial-statement approval: its fixed item, the fiscal year end, the statements' dates and the calendar. */
function StatementFields() {
  const t = useT();
  const state = useSnapshot(newBatch, { sync: true });
  const { errors } = state;
  return (
    <>
      <div className={styles.fixedItem}>
        <Heading level={2} size="sm">
          {t('batchVotings.new.fixedItemTitle')}
        </Heading>
        {/* The item the server will create (its words are the voting's pt-BR content); before a date, what it is. */}
        <Text>
          {state.fiscalYearEnd && isCalendarDate(state.fiscalYearEnd)
            ? financialStatementItem(state.fiscalYearEnd).title
            : t('batchVotings.new.fixedItem')}
        </Text>
      </div>
      <div className={styles.columns}>
        <TextField
          type="date"
          label={t('batchVotings.new.fiscalYearEnd')}
          isRequired
          value={state.fiscalYearEnd ?? ''}
          onChange={(value) => changeDetails('fiscalYearEnd', value || null)}
          isInvalid={Boolean(errors.fiscalYearEnd)}
          errorMessage={say(t, errors.fiscalYearEnd)}
        />
        <TextField
          type="date"
          label={t('batchVotings.new.statementsAvailableOn')}
          description={t('batchVotings.new.statementsAvailableOnHint')}
          value={state.statementsAvailableOn ?? ''}
          onChange={(value) => changeDetails('statementsAvailableOn', value || null)}
        />
        <TextField
          type="number"
          inputMode="numeric"
          label={t('batchVotings.new.statementsLeadDays')}
          description={t('batchVotings.new.statementsLeadDaysHint')}
          value={Number.isNaN(state.statementsLeadDays) ? '' : String(state.statementsLeadDays)}
          onChange={(value) => changeDetails('statementsLeadDays', value === '' ? Number.NaN : Number(value))}
          isInvalid={Boolean(errors.statementsLeadDays)}
          errorMessage={say(t, errors.statementsLeadDays)}
        />
      </div>
      <CalendarIssuesList />
    </>
  );
}

/** A standard batch's items, each decided by simple majority in every fund. */
function ItemsFields() {
  const t = useT();
  const state = useSnapshot(newBatch, { sync: true });
  return (
    <fieldset className={styles.fields}>
      <legend className={styles.legend}>{t('batchVotings.new.items')}</legend>
      {state.items.map((item, index) => (
        <div key={item.key} className={styles.item}>
          <TextField
            className={styles.itemField}
            label={t('batchVotings.new.itemTitle', { n: index + 1 })}
            isRequired
            autoComplete="off"
            maxLength={500}
            value={item.title}
            onChange={(value) => changeItem(item.key, value)}
            isInvalid={Boolean(state.errors[`items.${index}`])}
            errorMessage={say(t, state.errors[`items.${index}`])}
          />
          {state.items.length > 1 ? (
            <IconButton
              aria-label={t('batchVotings.new.removeItem', { n: index + 1 })}
              icon={<Trash2 size={16} aria-hidden />}
              onPress={() => removeItem(item.key)}
            />
          ) : null}
        </div>
      ))}
      <div>
        <Button variant="secondary" onPress={addItem}>
          <Plus size={18} aria-hidden />
          {t('batchVotings.new.addItem')}
        </Button>
      </div>
    </fieldset>
  );
}
