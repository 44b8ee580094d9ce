import { useEffect, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { ShieldAlert } from 'lucide-react';
import type { Company } from '@backoffice/api-client';
import { formatPhone, normalizeTaxIdInput, taxIdFormatter } from '@backoffice/domain';
import {
  Button,
  Card,
  EmptyState,
  Form,
  Heading,
  Radio,
  RadioGroup,
  Skeleton,
  Switch,
  TaxIdField,
  Text,
  TextField,
} from '@backoffice/ui';
import { FormMessage, LoadErrorState } from '@backoffice/app-common';
import { useDocumentTitle } from '@admin/lib/document-title';
import { useT } from '@admin/lib/i18n';
import { sessionStore } from '@admin/stores/session';
import {
  companySettingsStore,
  loadCompanySettings,
  resetCompanySettings,
  saveCompanySettings,
  validateCompany,
  type CompanyDraft,
  type CompanyErrors,
} from '../stores/company-settings';
import { canManageCompany } from '../stores/permissions';
import { CompanyLogo } from './CompanyLogo';
import { WhatsappSenderSection } from './WhatsappSenderSection';
import * as styles from './CompanySettingsPage.css';

/**
 * The company settings (ADMIN only): identification, WhatsApp number, feature flags, the communications' WhatsApp
 * sender and logo. Anyone else reads the WhatsApp sender only (while communications are on).
 */
export default function CompanySettingsPage() {
  const t = useT();
  const session = useSnapshot(sessionStore);
  const allowed = canManageCompany(session.user?.role);
  const { status, company } = useSnapshot(companySettingsStore);
  const title = t('company.title');
  useDocumentTitle(title);

  useEffect(() => {
    if (!allowed) return;
    void loadCompanySettings();
    return resetCompanySettings;
  }, [allowed]);

  let content;
  if (!allowed) {
    // The server would answer 403 to anyone else anyway; the communications' WhatsApp number is read by all.
    const whatsapp = session.company?.communication ?? false;
    content = (
      <>
        <EmptyState
          icon={<ShieldAlert size={40} aria-hidden />}
          title={t('common.forbidden')}
          description={whatsapp ? t('company.forbiddenWithWhatsapp') : t('company.forbiddenDescription')}
          titleLevel={2}
        />
        {whatsapp ? <WhatsappSenderSection canManage={false} /> : null}
      </>
    );
  } else if (status === 'failed') {
    content = (
      <LoadErrorState
        title={t('company.loadFailedTitle')}
        description={t('company.loadFailedDescription')}
        retryLabel={t('common.retry')}
        onRetry={loadCompanySettings}
      />
    );
  } else if (status === 'loading' || !company) {
    content = (
      <div aria-busy="true" className={styles.skeleton}>
        <span className={styles.visuallyHidden}>{t('company.loading')}</span>
        <Skeleton shape="rect" height="16rem" />
        <Skeleton shape="rect" height="8rem" />
      </div>
    );
  } else {
    content = (
      <>
        {/* A fresh form for the company as loaded. */}
        <CompanyForm key={company.id} company={company as Company} />
        {/* The flag as saved: the section goes with the communication area. */}
        {company.communication ? <WhatsappSenderSection canManage /> : null}
        <CompanyLogo company={company as Company} />
      </>
    );
  }

  return (
    <section aria-labelledby="page-title" className={styles.page}>
      <div className={styles.titles}>
        <Heading level={1} size="xl" id="page-title">
          {title}
        </Heading>
        {allowed ? <Text tone="muted">{t('company.intro')}</Text> : null}
      </div>
      {content}
    </section>
  );
}

function draftOf(company: Company): CompanyDraft {
  return {
    name: company.name,
    identificationType: company.identificationType,
    companyId: company.companyId,
    // As people read it ('+55 11 91950-9313'); sent back as stored (normalizeWhatsapp).
    whatsapp: company.whatsapp ? formatPhone(company.whatsapp) : '',
    communication: company.communication,
    forms: company.forms,
  };
}

function CompanyForm({ company }: { company: Company }) {
  const t = useT();
  const [draft, setDraft] = useState<CompanyDraft>(() => draftOf(company));
  const [errors, setErrors] = useState<CompanyErrors>({});
  const [saving, setSaving] = useState(false);
  const kind = draft.identificationType === 'CPF' ? 'cpf' : 'cnpj';

  const change = <K extends keyof CompanyDraft>(
    key: K,
    value: CompanyDraft[K],
    clears?: keyof CompanyErrors,
  ) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (clears && errors[clears]) setErrors({ ...errors, [clears]: undefined });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    // What the field shows is what is sent: switching CNPJ → CPF keeps only what a CPF can hold.
    const shown = { ...draft, companyId: normalizeTaxIdInput(draft.companyId, kind) };
    const invalid = validateCompany(shown);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSaving(true);
    const outcome = await saveCompanySettings(shown);
    setSaving(false);
    if (outcome) return setErrors(outcome);
    // The fields show what the server kept (the name trimmed, the number unformatted).
    if (companySettingsStore.company) setDraft(draftOf(companySettingsStore.company as Company));
  }

  const message = (key: keyof CompanyErrors) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <Form
      onSubmit={(event) => void onSubmit(event)}
      validationBehavior="aria"
      aria-labelledby="page-title"
      className={styles.form}
    >
      <FormMessage tone="danger">{message('form') ?? null}</FormMessage>
      <Card as="section" title={t('company.sections.identity')}>
        <div className={styles.fields}>
          <TextField
            label={t('company.fields.name')}
            name="name"
            isRequired
            autoComplete="organization"
            value={draft.name}
            onChange={(value) => change('name', value, 'name')}
            isInvalid={Boolean(errors.name)}
            errorMessage={message('name')}
            className={styles.field}
          />
          <RadioGroup
            label={t('company.fields.identificationType')}
            orientation="horizontal"
            value={draft.identificationType}
            onChange={(value) =>
              change('identificationType', value as CompanyDraft['identificationType'], 'companyId')
            }
          >
            <Radio value="CPF">{t('company.fields.cpf')}</Radio>
            <Radio value="CNPJ">{t('company.fields.cnpj')}</Radio>
          </RadioGroup>
          <TaxIdField
            formatter={taxIdFormatter(kind)}
            label={kind === 'cpf' ? t('company.fields.cpf') : t('company.fields.cnpj')}
            description={kind === 'cpf' ? t('company.fields.cpfHint') : t('company.fields.cnpjHint')}
            name="companyId"
            isRequired
            value={draft.companyId}
            onChange={(raw) => change('companyId', raw, 'companyId')}
            isInvalid={Boolean(errors.companyId)}
            errorMessage={message('companyId')}
            className={styles.field}
          />
        </div>
      </Card>
      <Card as="section" title={t('company.sections.contact')}>
        <TextField
          label={t('company.fields.whatsapp')}
          description={t('company.fields.whatsappHint')}
          name="whatsapp"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+55 11 98765-4321"
          value={draft.whatsapp}
          onChange={(value) => change('whatsapp', value, 'whatsapp')}
          isInvalid={Boolean(errors.whatsapp)}
          errorMessage={message('whatsapp')}
          className={styles.field}
        />
      </Card>
      <Card as="section" title={t('company.sections.features')}>
        <div className={styles.fields}>
          <Switch
            isSelected={draft.communication}
            onChange={(value) => change('communication', value)}
            description={t('company.fields.communicationHint')}
          >
            {t('company.fields.communication')}
          </Switch>
          <Switch
            isSelected={draft.forms}
            onChange={(value) => change('forms', value)}
            description={t('company.fields.formsHint')}
          >
            {t('company.fields.forms')}
          </Switch>
        </div>
      </Card>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={saving}>
          {t('common.saveChanges')}
        </Button>
      </div>
    </Form>
  );
}
