import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { AlertTriangle, Ban, FileQuestion, Trash2 } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useLocation, useParams } from 'wouter';
import type { TemplateChannel, TemplateKind } from '@backoffice/api-client';
import { can, customPlaceholders } from '@backoffice/domain';
import {
  AlertDialog,
  Button,
  EmptyState,
  Form,
  Heading,
  Link,
  Radio,
  RadioGroup,
  Skeleton,
  Text,
  TextField,
} from '@backoffice/ui';
import { paths } from '@admin/config/paths';
import { useDocumentTitle } from '@admin/lib/document-title';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { sessionStore } from '@admin/stores/session';
import {
  FIELD_ORDER,
  NAME_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  createEditorStore,
  type EditorField,
  type EditorStore,
} from '../stores/editor';
import { MANAGE_TEMPLATES, queueListNotice } from '../stores/list';
import { dismissTemplateInUse } from '../stores/template-in-use';
import { BodyField } from './BodyEditor/BodyField';
import type { BodyEditorHandle } from './BodyEditor/BodyEditor';
import { fieldMessages, token } from './issueMessages';
import { PlaceholderPanel } from './PlaceholderPanel';
import { TemplateInUseNotice } from './TemplateInUseNotice';
import { TemplatePreview } from './TemplatePreview';
import * as styles from './TemplateEditorPage.css';

const PREVIEW_DEBOUNCE_MS = 400;

/** The editor of one template: /templates/new or /templates/:id. OBSERVER sees it read-only. */
export default function TemplateEditorPage() {
  const { id } = useParams<{ id?: string }>();
  // A fresh editor (and store) per template: nothing of one draft shows in the next.
  return <EditorScreen key={id ?? 'new'} id={id} />;
}

function EditorScreen({ id }: { id: string | undefined }) {
  const t = useT();
  const [, navigate] = useLocation();
  const role = useSnapshot(sessionStore).user?.role;
  const readOnly = !can(role, MANAGE_TEMPLATES);
  const [store] = useState(createEditorStore);
  const { status, draft } = useSnapshot(store.state);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const title = id ? t('templates.editor.editTitle') : t('templates.editor.newTitle');
  useDocumentTitle(title);

  useEffect(() => {
    if (id) void store.load(id);
  }, [id, store]);
  useEffect(() => dismissTemplateInUse, []);

  async function onDelete() {
    if (!(await store.remove())) return;
    queueListNotice('templates.deleted');
    navigate(paths.templates.list);
  }

  return (
    <section aria-labelledby="page-title" className={styles.page}>
      <Link href={paths.templates.list} variant="standalone">
        {t('templates.editor.backToList')}
      </Link>
      <div className={styles.header}>
        <Heading level={1} size="xl" id="page-title">
          {title}
        </Heading>
        {id && status === 'ready' && !readOnly ? (
          <Button variant="danger" onPress={() => setConfirmingDelete(true)}>
            <Trash2 size={18} aria-hidden />
            {t('common.delete')}
          </Button>
        ) : null}
      </div>
      <TemplateInUseNotice />
      {!id && readOnly ? (
        <EmptyState
          icon={<Ban size={40} aria-hidden />}
          title={t('templates.editor.cannotCreateTitle')}
          description={t('templates.editor.cannotCreateDescription')}
          titleLevel={2}
        />
      ) : status === 'loading' ? (
        <div aria-busy="true" className={styles.skeleton}>
          <span className={styles.visuallyHidden}>{t('templates.editor.loading')}</span>
          <Skeleton shape="rect" height="3.5rem" />
          <Skeleton shape="rect" height="6rem" />
          <Skeleton shape="rect" height="3.5rem" />
          <Skeleton shape="rect" height="14rem" />
        </div>
      ) : status === 'notFound' || status === 'failed' ? (
        <EmptyState
          icon={
            status === 'notFound' ? (
              <FileQuestion size={40} aria-hidden />
            ) : (
              <AlertTriangle size={40} aria-hidden />
            )
          }
          title={
            status === 'notFound' ? t('templates.editor.notFoundTitle') : t('templates.editor.failedTitle')
          }
          description={
            status === 'notFound'
              ? t('templates.editor.notFoundDescription')
              : t('templates.list.failedDescription')
          }
          titleLevel={2}
          action={
            status === 'failed' && id ? (
              <Button variant="secondary" onPress={() => void store.load(id)}>
                {t('common.retry')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <TemplateEditor store={store} readOnly={readOnly} />
      )}
      <AlertDialog
        isOpen={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        tone="danger"
        title={t('templates.deleteDialog.title')}
        confirmLabel={t('common.delete')}
        onConfirm={onDelete}
      >
        {t('templates.deleteDialog.message', { name: draft.name })}
      </AlertDialog>
    </section>
  );
}

type TextTarget = 'subject' | 'body';

function TemplateEditor({ store, readOnly }: { store: EditorStore; readOnly: boolean }) {
  const t = useT();
  const [, navigate] = useLocation();
  // In sync: the fields are controlled, and an asynchronous update would move the caret to the end.
  const snap = useSnapshot(store.state, { sync: true });
  const { draft } = snap;
  const locale = useCurrentLocale();
  const messages = fieldMessages(t, snap, locale);
  const isEmail = draft.channel === 'email';
  const isBallot = draft.kind === 'ballot';

  // Where a placeholder goes: the text field focused last (its caret), the body until one was.
  const fieldRefs = useRef<Partial<Record<EditorField, HTMLDivElement | null>>>({});
  const lastText = useRef<TextTarget | null>(null);
  const caret = useRef<{ field: 'subject'; position: number } | null>(null);
  const bodyEditor = useRef<BodyEditorHandle>(null);
  const [inserted, setInserted] = useState('');

  const control = (field: EditorField) => {
    const wrapper = fieldRefs.current[field];
    type Control = HTMLInputElement | HTMLTextAreaElement;
    return (
      wrapper?.querySelector<Control>('input:checked') ??
      wrapper?.querySelector<Control>('input, textarea') ??
      null
    );
  };

  // The draft is rendered with sample data a moment after the user stops typing.
  useEffect(() => {
    const timer = setTimeout(() => void store.refreshPreview(), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [store, draft.kind, draft.channel, draft.subject, draft.body]);

  // What is typed keeps its own direction (a Portuguese text or HTML on an Arabic page): the kit's fields take no
  // `dir`, so it is set on their controls.
  useLayoutEffect(() => {
    for (const field of ['name', 'subject'] as const) {
      const element = control(field);
      if (element && !element.dir) element.dir = 'auto';
    }
  });

  // After an insertion the caret goes back to its field, just after the placeholder.
  useLayoutEffect(() => {
    const pending = caret.current;
    if (!pending) return;
    caret.current = null;
    const element = control(pending.field);
    element?.focus();
    element?.setSelectionRange(pending.position, pending.position);
  });

  function insertPlaceholder(name: string) {
    const field: TextTarget = isEmail && lastText.current === 'subject' ? 'subject' : 'body';
    const text = token(name);
    lastText.current = field;
    if (field === 'body') bodyEditor.current?.insertPlaceholder(name);
    else {
      const value = store.state.draft.subject;
      const element = control('subject');
      const start = element?.selectionStart ?? value.length;
      const end = element?.selectionEnd ?? start;
      store.setText('subject', value.slice(0, start) + text + value.slice(end));
      caret.current = { field, position: start + text.length };
    }
    setInserted(
      t('templates.placeholders.inserted', {
        token: text,
        field: field === 'subject' ? t('templates.editor.subject') : t('templates.editor.body'),
      }),
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (readOnly || store.state.saving) return;
    const outcome = await store.save();
    if (outcome === 'saved') {
      queueListNotice(store.state.id ? 'templates.updated' : 'templates.created');
      navigate(paths.templates.list);
    } else if (outcome === 'invalid') {
      const shown = fieldMessages(t, store.state, locale);
      const first = FIELD_ORDER.find((field) => shown[field]);
      if (first === 'body') bodyEditor.current?.focus();
      else if (first) control(first)?.focus();
    }
  }

  return (
    <>
      {readOnly ? (
        <div role="note" className={styles.note}>
          <Text tone="muted">{t('templates.editor.readOnly')}</Text>
        </div>
      ) : null}

      <div className={styles.layout}>
        <Form
          onSubmit={(event) => void onSubmit(event)}
          validationBehavior="aria"
          aria-labelledby="page-title"
          className={styles.form}
        >
          <div ref={(element) => void (fieldRefs.current.name = element)}>
            <TextField
              label={t('templates.editor.name')}
              value={draft.name}
              onChange={(value) => store.setText('name', value)}
              onBlur={() => store.touch('name')}
              isRequired={!readOnly}
              isReadOnly={readOnly}
              maxLength={NAME_MAX_LENGTH}
              isInvalid={Boolean(messages.name)}
              errorMessage={messages.name}
            />
          </div>
          <div ref={(element) => void (fieldRefs.current.kind = element)}>
            <RadioGroup
              label={t('templates.editor.kind')}
              value={draft.kind}
              onChange={(value) => store.setKind(value as TemplateKind)}
              isReadOnly={readOnly}
              isInvalid={Boolean(messages.kind)}
              errorMessage={messages.kind}
            >
              <Radio value="message" description={t('templates.editor.kindMessageDescription')}>
                {t('templates.kinds.message')}
              </Radio>
              <Radio
                value="ballot"
                description={t('templates.editor.kindBallotDescription', { token: token('itens') })}
              >
                {t('templates.kinds.ballot')}
              </Radio>
            </RadioGroup>
          </div>
          <div ref={(element) => void (fieldRefs.current.channel = element)}>
            <RadioGroup
              label={t('templates.editor.channel')}
              orientation="horizontal"
              value={draft.channel}
              onChange={(value) => store.setChannel(value as TemplateChannel)}
              isReadOnly={readOnly}
              description={isBallot ? t('templates.editor.ballotChannel') : undefined}
              isInvalid={Boolean(messages.channel)}
              errorMessage={messages.channel}
            >
              <Radio value="email">{t('templates.channels.email')}</Radio>
              <Radio value="whatsapp" isDisabled={isBallot}>
                {t('templates.channels.whatsapp')}
              </Radio>
            </RadioGroup>
          </div>
          {isEmail ? (
            <div
              ref={(element) => void (fieldRefs.current.subject = element)}
              onFocus={() => void (lastText.current = 'subject')}
            >
              <TextField
                label={t('templates.editor.subject')}
                value={draft.subject}
                onChange={(value) => store.setText('subject', value)}
                onBlur={() => store.touch('subject')}
                isRequired={!readOnly}
                isReadOnly={readOnly}
                maxLength={SUBJECT_MAX_LENGTH}
                isInvalid={Boolean(messages.subject)}
                errorMessage={messages.subject}
              />
            </div>
          ) : null}
          <div
            ref={(element) => void (fieldRefs.current.body = element)}
            onFocus={() => void (lastText.current = 'body')}
          >
            <BodyField
              // A fresh editor per channel: an e-mail's HTML and a WhatsApp text are different documents.
              key={draft.channel}
              ref={bodyEditor}
              format={draft.channel}
              description={
                isEmail
                  ? t('templates.editor.bodyEmailDescription')
                  : t('templates.editor.bodyWhatsappDescription')
              }
              value={draft.body}
              onChange={(value) => store.setText('body', value)}
              onBlur={() => store.touch('body')}
              isRequired
              readOnly={readOnly}
              errorMessage={messages.body}
            />
          </div>
          <PlaceholderPanel
            kind={draft.kind}
            readOnly={readOnly}
            onInsert={insertPlaceholder}
            announcement={inserted}
            customNames={customPlaceholders(`${isEmail ? draft.subject : ''}\n${draft.body}`)}
          />
          {readOnly ? null : (
            <div className={styles.actions}>
              <Button type="submit" isPending={snap.saving}>
                {t('common.save')}
              </Button>
              <Button variant="ghost" onPress={() => navigate(paths.templates.list)}>
                {t('common.cancel')}
              </Button>
            </div>
          )}
        </Form>

        <div className={styles.aside}>
          <TemplatePreview
            channel={draft.channel}
            hasBody={draft.body.trim() !== ''}
            status={snap.preview.status}
            preview={snap.preview.data}
            onRetry={() => void store.refreshPreview()}
          />
        </div>
      </div>
    </>
  );
}
