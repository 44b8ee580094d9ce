import {
  Suspense,
  lazy,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type Ref,
} from 'react';
import { WHATSAPP_BODY_MAX_CHARS, whatsappTemplateLength } from '@backoffice/domain';
import { Label, Skeleton, Switch, Text, TextArea } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { token } from '../issueMessages';
import type { BodyEditorHandle } from './BodyEditor';
import { visualEditorKeeps } from './editorHtml';

// The visual editor (Tiptap and ProseMirror, ≈ 125 KB gzip) is a chunk of its own: the rest of the screen does not
// wait for it, and a read-only body (OBSERVER) never loads it.
const BodyEditor = lazy(async () => ({ default: (await import('./BodyEditor')).BodyEditor }));
import * as styles from './BodyField.css';

export interface BodyFieldProps {
  format: 'email' | 'whatsapp';
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  readOnly?: boolean;
  isRequired?: boolean;
  description: string;
  /** The field's rule breaks, shown under it (the body is invalid while there is one). */
  errorMessage?: string;
  ref?: Ref<BodyEditorHandle>;
}

/**
 * A template's body: the visual editor (chips for placeholders; for an e-mail, a formatting toolbar), or for an
 * e-mail the HTML itself. A body the visual editor would change (a table, an image, an inline style) opens as HTML
 * and stays so; a read-only one shows as written. A WhatsApp body counts its characters against Meta's limit.
 */
export function BodyField({
  format,
  value,
  onChange,
  onBlur,
  readOnly = false,
  isRequired = false,
  description,
  errorMessage,
  ref,
}: BodyFieldProps) {
  const t = useT();
  const locale = useCurrentLocale();
  const labelId = useId();
  const descriptionId = useId();
  const countId = useId();
  const errorId = useId();
  const email = format === 'email';
  const keeps = !email || visualEditorKeeps(value);
  const [htmlWanted, setHtmlWanted] = useState(!keeps);
  // Read-only, the body is shown as it is stored (the preview beside it shows it rendered).
  const asHtml = readOnly || (email && (htmlWanted || !keeps));
  const editor = useRef<BodyEditorHandle>(null);
  const source = useRef<HTMLDivElement>(null);
  // In HTML, a placeholder goes at the text area's caret once it had the focus, else at the end.
  const focusedOnce = useRef(false);
  const pendingCaret = useRef<number | null>(null);
  const textarea = () => source.current?.querySelector('textarea') ?? null;

  useLayoutEffect(() => {
    const element = textarea();
    if (element && !element.dir) element.dir = 'auto';
    if (pendingCaret.current === null || !element) return;
    element.focus();
    element.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  useImperativeHandle(ref, () => ({
    insertPlaceholder(name: string) {
      if (!asHtml) return editor.current?.insertPlaceholder(name);
      const element = focusedOnce.current ? textarea() : null;
      const start = element?.selectionStart ?? value.length;
      const end = element?.selectionEnd ?? start;
      const text = token(name);
      onChange(value.slice(0, start) + text + value.slice(end));
      pendingCaret.current = start + text.length;
    },
    focus() {
      if (asHtml) textarea()?.focus();
      else editor.current?.focus();
    },
  }));

  const length = email ? 0 : whatsappTemplateLength(value);
  const count = (
    <Text size="xs" tone={length > WHATSAPP_BODY_MAX_CHARS ? 'danger' : 'muted'} id={countId}>
      {t('templates.bodyEditor.count', {
        count: length.toLocaleString(locale),
        max: WHATSAPP_BODY_MAX_CHARS.toLocaleString(locale),
      })}
    </Text>
  );

  return (
    <div className={styles.field}>
      {email && !readOnly && keeps ? (
        <Switch isSelected={asHtml} onChange={setHtmlWanted} className={styles.htmlSwitch}>
          {t('templates.bodyEditor.editHtml')}
        </Switch>
      ) : null}
      {email && !keeps && !readOnly ? (
        <div role="note">
          <Text size="sm" tone="muted">
            {t('templates.bodyEditor.htmlOnly')}
          </Text>
        </div>
      ) : null}
      {asHtml ? (
        <div ref={source} className={styles.source} onFocus={() => void (focusedOnce.current = true)}>
          <TextArea
            label={t('templates.editor.body')}
            description={description}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            rows={12}
            isRequired={isRequired && !readOnly}
            isReadOnly={readOnly}
            isInvalid={Boolean(errorMessage)}
            errorMessage={errorMessage}
          />
        </div>
      ) : (
        <div className={styles.visual}>
          <Label id={labelId} isRequired={isRequired && !readOnly}>
            {t('templates.editor.body')}
          </Label>
          <Suspense
            fallback={
              <div aria-busy="true" aria-labelledby={labelId}>
                <Skeleton shape="rect" height="14rem" />
              </div>
            }
          >
            <BodyEditor
              ref={editor}
              format={format}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              readOnly={readOnly}
              labelledBy={labelId}
              describedBy={[descriptionId, email ? '' : countId, errorMessage ? errorId : '']
                .filter(Boolean)
                .join(' ')}
              isInvalid={Boolean(errorMessage)}
              isRequired={isRequired}
            />
          </Suspense>
          <div className={styles.footer}>
            <Text size="xs" tone="muted" id={descriptionId}>
              {description}
            </Text>
            {email ? null : count}
          </div>
          {errorMessage ? (
            <Text size="xs" tone="danger" id={errorId}>
              {errorMessage}
            </Text>
          ) : null}
        </div>
      )}
    </div>
  );
}
