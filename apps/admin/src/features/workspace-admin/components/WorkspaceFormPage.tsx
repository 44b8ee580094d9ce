import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useParams } from 'wouter';
import { AlertCircle, SearchX } from 'lucide-react';
import type { UserSummary } from '@backoffice/api-client';
import {
  Breadcrumb,
  Breadcrumbs,
  Button,
  Card,
  EmptyState,
  Form,
  Heading,
  Skeleton,
  Text,
  TextField,
} from '@backoffice/ui';
import { can } from '@backoffice/domain';
import { FormMessage } from '../../../components/FormMessage';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale, useT } from '../../../lib/i18n';
import { sessionStore } from '../../../stores/session';
import { dismissRefusal } from '../stores/workspace-delete';
import {
  announceSaved,
  loadWorkspaceForm,
  saveWorkspace,
  startNewWorkspace,
  validateDraft,
  workspaceFormStore,
  type Message,
  type SaveErrors,
} from '../stores/workspace-form';
import { DeleteRefusalNotice } from './DeleteRefusalNotice';
import { DeleteWorkspaceDialog } from './DeleteWorkspaceDialog';
import { MemberPicker } from './MemberPicker';
import * as styles from './WorkspaceFormPage.css';

/**
 * New workspace (/workspaces/new) and one workspace (/workspaces/:id): its name and members. MASTER and ADMIN save
 * and delete; OBSERVER and OPERATOR see it read-only.
 */
export default function WorkspaceFormPage() {
  const t = useT();
  const locale = useCurrentLocale();
  const [, navigate] = useLocation();
  const params = useParams<{ id?: string }>();
  const id = params.id ?? null;
  const { user } = useSnapshot(sessionStore);
  const { status, workspace } = useSnapshot(workspaceFormStore);
  const canManage = can(user?.role, 'workspaces.manage');

  const [name, setName] = useState('');
  const [members, setMembers] = useState<readonly UserSummary[]>([]);
  const [errors, setErrors] = useState<SaveErrors>({});
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);

  useEffect(() => {
    dismissRefusal();
    setErrors({});
    if (id) void loadWorkspaceForm(id);
    else startNewWorkspace();
    return dismissRefusal;
  }, [id]);

  // The form starts from the workspace once it has arrived.
  useEffect(() => {
    if (!workspace || workspace.id !== id) return;
    setName(workspace.name);
    setMembers(workspace.members);
  }, [workspace, id]);

  const listFormat = useMemo(
    () => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }),
    [locale],
  );
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }), [locale]);
  const message = (m: Message | undefined) => (m ? t(m.key, m.params) : undefined);

  const title = !id
    ? t('workspaceAdmin.form.newTitle')
    : canManage
      ? t('workspaceAdmin.form.editTitle')
      : t('workspaceAdmin.form.viewTitle');
  useDocumentTitle(title);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const draft = { name, members };
    const invalid = validateDraft(draft);
    setErrors(invalid);
    if (invalid.name) return;
    setSaving(true);
    const outcome = await saveWorkspace(id, draft, (names) => listFormat.format(names));
    setSaving(false);
    if (outcome) return setErrors(outcome);
    navigate(paths.workspaces.list);
    announceSaved(!id);
  }

  const breadcrumbs = (
    <Breadcrumbs>
      <Breadcrumb href={paths.workspaces.list}>{t('workspaceAdmin.list.title')}</Breadcrumb>
      <Breadcrumb>{id ? (workspace?.name ?? title) : title}</Breadcrumb>
    </Breadcrumbs>
  );

  if (id && status !== 'ready') {
    return (
      <section aria-labelledby="page-title" className={styles.page}>
        {breadcrumbs}
        <Heading level={1} size="xl" id="page-title">
          {title}
        </Heading>
        {status === 'loading' ? (
          <div aria-busy="true" className={styles.skeleton}>
            <span className={styles.visuallyHidden}>{t('workspaceAdmin.form.loading')}</span>
            <Skeleton shape="rect" height="2.75rem" width="28rem" />
            <Skeleton shape="rect" height="6rem" />
          </div>
        ) : status === 'notFound' ? (
          <EmptyState
            icon={<SearchX size={40} aria-hidden />}
            title={t('workspaceAdmin.form.notFoundTitle')}
            description={t('workspaceAdmin.form.notFoundDescription')}
            titleLevel={2}
            action={
              <Button variant="secondary" onPress={() => navigate(paths.workspaces.list)}>
                {t('workspaceAdmin.form.back')}
              </Button>
            }
          />
        ) : (
          <div role="alert">
            <EmptyState
              icon={<AlertCircle size={40} aria-hidden />}
              title={t('workspaceAdmin.form.loadFailedTitle')}
              description={t('workspaceAdmin.form.loadFailedDescription')}
              titleLevel={2}
              action={
                <Button variant="secondary" onPress={() => void loadWorkspaceForm(id)}>
                  {t('workspaceAdmin.form.retry')}
                </Button>
              }
            />
          </div>
        )}
      </section>
    );
  }

  const readOnly = !canManage;
  return (
    <section aria-labelledby="page-title" className={styles.page}>
      {breadcrumbs}
      <div className={styles.titles}>
        <Heading level={1} size="xl" id="page-title" className={styles.heading}>
          {id && workspace ? <span dir="auto">{workspace.name}</span> : title}
        </Heading>
        {id && workspace?.createdAt ? (
          <Text tone="muted">
            {t('workspaceAdmin.form.createdAt', { date: dateFormat.format(new Date(workspace.createdAt)) })}
          </Text>
        ) : null}
        {readOnly ? <Text tone="muted">{t('workspaceAdmin.form.readOnly')}</Text> : null}
      </div>
      <DeleteRefusalNotice />
      <Card className={styles.card}>
        <Form
          onSubmit={(event) => void onSubmit(event)}
          validationBehavior="aria"
          aria-labelledby="page-title"
          className={styles.form}
        >
          <FormMessage tone="danger">{message(errors.form) ?? null}</FormMessage>
          <TextField
            label={t('workspaceAdmin.form.name')}
            description={readOnly ? undefined : t('workspaceAdmin.form.nameHint')}
            name="name"
            isRequired={!readOnly}
            isReadOnly={readOnly}
            value={name}
            onChange={(value) => {
              setName(value);
              if (errors.name) setErrors({ ...errors, name: undefined });
            }}
            isInvalid={Boolean(errors.name)}
            errorMessage={message(errors.name)}
            autoComplete="off"
            className={styles.name}
          />
          <MemberPicker
            members={members}
            onChange={(next) => {
              setMembers(next);
              if (errors.members) setErrors({ ...errors, members: undefined });
            }}
            isReadOnly={readOnly}
            errorMessage={message(errors.members)}
          />
          <div className={styles.actions}>
            {readOnly ? (
              <Button variant="secondary" onPress={() => navigate(paths.workspaces.list)}>
                {t('workspaceAdmin.form.back')}
              </Button>
            ) : (
              <>
                <Button type="submit" variant="primary" isPending={saving}>
                  {id ? t('workspaceAdmin.form.save') : t('workspaceAdmin.form.create')}
                </Button>
                <Button variant="ghost" onPress={() => navigate(paths.workspaces.list)}>
                  {t('workspaceAdmin.form.cancel')}
                </Button>
                {id && workspace ? (
                  <Button
                    variant="danger"
                    className={styles.danger}
                    onPress={() => setToDelete({ id: workspace.id, name: workspace.name })}
                  >
                    {t('workspaceAdmin.form.delete')}
                  </Button>
                ) : null}
              </>
            )}
          </div>
        </Form>
      </Card>
      <DeleteWorkspaceDialog
        workspace={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => {
          setToDelete(null);
          navigate(paths.workspaces.list);
        }}
      />
    </section>
  );
}
