import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useParams } from 'wouter';
import { SearchX } from 'lucide-react';
import type { UserSummary, Workspace } from '@backoffice/api-client';
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
import { canManageWorkspaces } from '../stores/permissions';
import { FormMessage, LoadErrorState } from '@backoffice/app-common';
import { paths } from '@admin/config/paths';
import { useDocumentTitle } from '@admin/lib/document-title';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { sessionStore } from '@admin/stores/session';
import { succeedOnNextRoute } from '@admin/stores/ui';
import { dismissRefusal } from '../stores/workspace-delete';
import {
  loadWorkspaceForm,
  resetWorkspaceForm,
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
import { isolate } from './bidi';

/**
 * New workspace (/workspaces/new) and one workspace (/workspaces/:id): its name and members. MASTER and ADMIN save
 * and delete; OBSERVER and OPERATOR see it read-only.
 */
export default function WorkspaceFormPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const params = useParams<{ id?: string }>();
  const id = params.id ?? null;
  const { user } = useSnapshot(sessionStore);
  const { status, workspace } = useSnapshot(workspaceFormStore);
  const canManage = canManageWorkspaces(user?.role);

  useEffect(() => {
    if (id) void loadWorkspaceForm(id);
    else startNewWorkspace();
    return () => {
      resetWorkspaceForm();
      dismissRefusal();
    };
  }, [id]);

  const title = !id
    ? t('workspaceAdmin.form.newTitle')
    : canManage
      ? t('workspaceAdmin.form.editTitle')
      : t('workspaceAdmin.form.viewTitle');
  useDocumentTitle(title);

  const loaded = id === null || (status === 'ready' && workspace?.id === id);
  const breadcrumbs = (
    <Breadcrumbs>
      <Breadcrumb href={paths.workspaces.list}>{t('workspaceAdmin.list.title')}</Breadcrumb>
      <Breadcrumb>{id && loaded && workspace ? workspace.name : title}</Breadcrumb>
    </Breadcrumbs>
  );

  if (!loaded) {
    return (
      <section aria-labelledby="page-title" className={styles.page}>
        {breadcrumbs}
        <Heading level={1} size="xl" id="page-title">
          {title}
        </Heading>
        {status === 'notFound' ? (
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
        ) : status === 'failed' ? (
          <LoadErrorState
            title={t('workspaceAdmin.form.loadFailedTitle')}
            description={t('workspaceAdmin.form.loadFailedDescription')}
            retryLabel={t('common.retry')}
            onRetry={() => id && loadWorkspaceForm(id)}
          />
        ) : (
          <div aria-busy="true" className={styles.skeleton}>
            <span className={styles.visuallyHidden}>{t('workspaceAdmin.form.loading')}</span>
            <Skeleton shape="rect" height="2.75rem" width="min(28rem, 100%)" />
            <Skeleton shape="rect" height="6rem" />
          </div>
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="page-title" className={styles.page}>
      {breadcrumbs}
      {/* A fresh form for each workspace: its fields start from what the server has. */}
      <WorkspaceForm
        key={id ?? 'new'}
        workspace={id ? (workspace as Workspace) : null}
        title={title}
        readOnly={!canManage}
      />
    </section>
  );
}

interface WorkspaceFormProps {
  /** Null for a new workspace. */
  workspace: Workspace | null;
  title: string;
  readOnly: boolean;
}

function WorkspaceForm({ workspace, title, readOnly }: WorkspaceFormProps) {
  const t = useT();
  const locale = useCurrentLocale();
  const [, navigate] = useLocation();
  const id = workspace?.id ?? null;
  const [name, setName] = useState(workspace?.name ?? '');
  const [members, setMembers] = useState<readonly UserSummary[]>(workspace?.members ?? []);
  const [errors, setErrors] = useState<SaveErrors>({});
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);

  const listFormat = useMemo(
    () => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }),
    [locale],
  );
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }), [locale]);
  const message = (m: Message | undefined) => (m ? t(m.key, m.params) : undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const draft = { name, members };
    const invalid = validateDraft(draft);
    setErrors(invalid);
    if (invalid.name) return;
    setSaving(true);
    const outcome = await saveWorkspace(id, draft, (names) => listFormat.format(names.map(isolate)));
    setSaving(false);
    if (outcome) return setErrors(outcome);
    succeedOnNextRoute(id ? 'workspaceAdmin.feedback.updated' : 'workspaceAdmin.feedback.created');
    navigate(paths.workspaces.list);
  }

  return (
    <>
      <div className={styles.titles}>
        <Heading level={1} size="xl" id="page-title" className={styles.heading}>
          {workspace ? <span dir="auto">{workspace.name}</span> : title}
        </Heading>
        {workspace?.createdAt ? (
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
                  {id ? t('common.saveChanges') : t('workspaceAdmin.form.create')}
                </Button>
                <Button variant="ghost" onPress={() => navigate(paths.workspaces.list)}>
                  {t('common.cancel')}
                </Button>
                {workspace ? (
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
          succeedOnNextRoute('workspaceAdmin.feedback.deleted');
          navigate(paths.workspaces.list);
        }}
      />
    </>
  );
}
