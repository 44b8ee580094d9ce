import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Info, Trash2 } from 'lucide-react';
import type { User, WorkspaceSummary } from '@backoffice/api-client';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Form,
  NativeSelect,
  Skeleton,
  Switch,
  Text,
  TextField,
} from '@backoffice/ui';
import { ROLES, can, canManageRole, type Role } from '@backoffice/domain';
import { FormMessage } from '@backoffice/app-common';
import { paths } from '@admin/config/paths';
import { useT, type Translate } from '@admin/lib/i18n';
import { removeUser, saveUser } from '../stores/user-actions';
import { NAME_MAX_LENGTH, draftOf, newDraft, validateDraft, type UserDraft } from '../stores/user-draft';
import type { FieldMessages, Message, UserField } from '../stores/user-errors';
import { DeleteUserDialog } from './DeleteUserDialog';
import { MANAGE_USERS } from '../permissions';
import * as styles from './UserForm.css';

export interface UserFormProps {
  /** The user to edit, or null for a new one. */
  user: User | null;
  /** Every workspace of the company (the choices of 'workspaces the user may enter'). */
  workspaces: readonly WorkspaceSummary[];
  workspacesStatus: 'idle' | 'loading' | 'ready' | 'error';
  onRetryWorkspaces: () => void;
  /** The signed-in user: what they may grant, and whether this is themselves. */
  actor: { id: string; role: Role; currentWorkspaceId?: string | null };
}

const say = (t: Translate, message: Message | null | undefined) =>
  message ? t(message.key, message.params) : undefined;

/**
 * The one form of a user, new or existing: name, e-mail, role (only those the caller may grant), workspaces (at
 * least one) and active. It checks itself first, then maps the server's errors onto the fields, and keeps every
 * value typed. Read-only for roles that may not manage users, and for an ADMIN seen by a MASTER; nobody changes
 * their own role or deactivates or deletes themselves.
 */
export function UserForm({ user, workspaces, workspacesStatus, onRetryWorkspaces, actor }: UserFormProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<UserDraft>(() =>
    user ? draftOf(user) : newDraft(actor.currentWorkspaceId),
  );
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<Message | null>(null);
  const [pending, setPending] = useState(false);
  const [failures, setFailures] = useState(0);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const selfDeleteId = useId();

  const isNew = user === null;
  const isSelf = user?.id === actor.id;
  const canManage = can(actor.role, MANAGE_USERS);
  const outranked = user !== null && !canManageRole(actor.role, user.role);
  const readOnly = !canManage || outranked;
  const grantable = ROLES.filter((role) => canManageRole(actor.role, role) || role === user?.role);

  // After a refused submit, the first field in error takes the focus (its message is read with it).
  useEffect(() => {
    if (failures === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>(
      '[data-invalid] input:not([type="hidden"]), [data-invalid] button, [data-invalid] select, input[aria-invalid="true"]',
    );
    invalid?.focus();
  }, [failures]);

  function change<K extends keyof UserDraft>(field: K, value: UserDraft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field as UserField]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (readOnly || pending) return;
    const found = validateDraft(draft);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      setFormError({ key: 'users.errors.fixFields' });
      setFailures((n) => n + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    const outcome = await saveUser(draft, navigate);
    if (outcome.ok) return;
    setPending(false);
    setErrors(outcome.fieldErrors);
    setFormError(outcome.formError);
    setFailures((n) => n + 1);
  }

  const note = isNew
    ? t('users.form.firstAccessNote')
    : !canManage
      ? t('users.form.readOnlyNote')
      : outranked
        ? t('users.form.adminOnlyNote')
        : null;

  return (
    <div ref={formRef}>
      <Form
        onSubmit={submit}
        validationBehavior="aria"
        aria-labelledby="user-form-title"
        className={styles.form}
      >
        {note ? (
          <div className={styles.note}>
            <Info size={18} aria-hidden className={styles.noteIcon} />
            <Text size="sm">{note}</Text>
          </div>
        ) : null}
        <FormMessage tone="danger">{say(t, formError) ?? null}</FormMessage>

        <div className={styles.fields}>
          <TextField
            label={t('users.form.name')}
            name="name"
            autoComplete="off"
            isRequired={!readOnly}
            isReadOnly={readOnly}
            maxLength={NAME_MAX_LENGTH}
            value={draft.name}
            onChange={(value) => change('name', value)}
            isInvalid={Boolean(errors.name)}
            errorMessage={say(t, errors.name)}
          />
          <TextField
            label={t('users.form.email')}
            name="email"
            type="email"
            autoComplete="off"
            isRequired={!readOnly}
            isReadOnly={readOnly}
            value={draft.email}
            onChange={(value) => change('email', value)}
            isInvalid={Boolean(errors.email)}
            errorMessage={say(t, errors.email)}
          />
          {/* The browser's select: the kit's Select would bring its popover and list box code to the first load. */}
          <NativeSelect
            label={t('users.form.role')}
            name="role"
            placeholder={t('users.form.rolePlaceholder')}
            isRequired={!readOnly}
            isDisabled={readOnly || isSelf}
            options={grantable.map((role) => ({ id: role, label: t(`roles.${role}`) }))}
            selectedKey={draft.role}
            onSelectionChange={(key) => change('role', key as Role)}
            description={isSelf && !readOnly ? t('users.form.selfRole') : t('users.form.roleDescription')}
            isInvalid={Boolean(errors.role)}
            errorMessage={say(t, errors.role)}
          />
          <Switch
            name="active"
            isSelected={draft.active}
            onChange={(value) => change('active', value)}
            isReadOnly={readOnly}
            isDisabled={isSelf && !readOnly}
            description={isSelf && !readOnly ? t('users.form.selfActive') : t('users.form.activeDescription')}
            isInvalid={Boolean(errors.active)}
            errorMessage={say(t, errors.active)}
          >
            {t('users.form.active')}
          </Switch>
        </div>

        <WorkspaceChoices
          t={t}
          workspaces={workspaces}
          status={workspacesStatus}
          onRetry={onRetryWorkspaces}
          value={draft.workspaceIds}
          onChange={(value) => change('workspaceIds', value)}
          readOnly={readOnly}
          error={say(t, errors.workspaceIds)}
        />

        <div className={styles.actions}>
          {!isNew && !readOnly ? (
            <div className={styles.deleteArea}>
              <Button
                variant="danger"
                isDisabled={isSelf}
                aria-describedby={isSelf ? selfDeleteId : undefined}
                onPress={() => setConfirmingDelete(true)}
              >
                <Trash2 size={18} aria-hidden />
                {t('users.form.delete')}
              </Button>
              {isSelf ? (
                <Text size="xs" tone="muted" id={selfDeleteId}>
                  {t('users.form.selfDelete')}
                </Text>
              ) : null}
            </div>
          ) : null}
          <div className={styles.mainActions}>
            <Button variant="ghost" onPress={() => navigate(paths.users.list)}>
              {readOnly ? t('users.form.back') : t('common.cancel')}
            </Button>
            {readOnly ? null : (
              <Button type="submit" variant="primary" isPending={pending}>
                {isNew ? t('users.form.create') : t('common.saveChanges')}
              </Button>
            )}
          </div>
        </div>

        {user ? (
          <DeleteUserDialog
            user={confirmingDelete ? user : null}
            onConfirm={() => removeUser(user, navigate)}
            onClose={() => setConfirmingDelete(false)}
          />
        ) : null}
      </Form>
    </div>
  );
}

interface WorkspaceChoicesProps {
  t: Translate;
  workspaces: readonly WorkspaceSummary[];
  status: UserFormProps['workspacesStatus'];
  onRetry: () => void;
  value: string[];
  onChange: (value: string[]) => void;
  readOnly: boolean;
  error: string | undefined;
}

/** The company's workspaces as checkboxes; while they load, placeholders; when they fail, a retry. */
function WorkspaceChoices({
  t,
  workspaces,
  status,
  onRetry,
  value,
  onChange,
  readOnly,
  error,
}: WorkspaceChoicesProps) {
  if (status === 'error') {
    return (
      <div className={styles.workspacesState} role="alert">
        <Text tone="danger">{t('users.form.workspacesError')}</Text>
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (status !== 'ready') {
    return (
      <div className={styles.workspacesState} aria-busy="true">
        <Text size="sm" tone="muted">
          {t('users.form.workspacesLoading')}
        </Text>
        <Skeleton lines={3} width="16rem" />
      </div>
    );
  }
  return (
    <CheckboxGroup
      label={t('users.form.workspaces')}
      description={t('users.form.workspacesDescription')}
      isRequired={!readOnly}
      isReadOnly={readOnly}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      errorMessage={error}
      className={styles.workspaces}
    >
      {workspaces.map((workspace) => (
        <Checkbox key={workspace.id} value={workspace.id}>
          <bdi>{workspace.name}</bdi>
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
