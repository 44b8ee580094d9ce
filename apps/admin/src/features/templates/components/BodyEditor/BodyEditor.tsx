import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { EMAIL_EXTENSIONS, WHATSAPP_EXTENSIONS } from './extensions';
import { fromEditorHtml, textToEditorHtml, toEditorHtml } from './editorHtml';
import { FormattingToolbar } from './FormattingToolbar';
import * as styles from './BodyEditor.css';

export interface BodyEditorHandle {
  /** Puts the `{{name}}` chip at the caret (the end when the editor never had it) and gives the focus back. */
  insertPlaceholder: (name: string) => void;
  focus: () => void;
}

export interface BodyEditorProps {
  /** 'email': formatted HTML with a toolbar; 'whatsapp': lines of plain text. */
  format: 'email' | 'whatsapp';
  /** The stored body: sanitized HTML, or the WhatsApp text. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  readOnly?: boolean;
  /** The field's label, description and error, by id (the editor is a textbox named and described by them). */
  labelledBy: string;
  describedBy?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  ref?: Ref<BodyEditorHandle>;
}

const serialize = (editor: Editor, format: BodyEditorProps['format']) =>
  format === 'email' ? fromEditorHtml(editor.getHTML()) : editor.getText({ blockSeparator: '\n' });

const load = (value: string, format: BodyEditorProps['format']) =>
  format === 'email' ? toEditorHtml(value) : textToEditorHtml(value);

/**
 * A template's body in a visual editor (Tiptap): placeholders are chips, and the e-mail's formatting can only be
 * what the server keeps. What it emits is the body as stored: HTML with `{{name}}` text, or the WhatsApp lines.
 */
export function BodyEditor({
  format,
  value,
  onChange,
  onBlur,
  readOnly = false,
  labelledBy,
  describedBy,
  isInvalid = false,
  isRequired = false,
  ref,
}: BodyEditorProps) {
  // The body this editor last emitted: a value that differs came from outside (a reload) and replaces the content.
  const emitted = useRef(value);
  const [initialContent] = useState(() => load(value, format));
  // Tiptap keeps the handlers it was created with: these refs let them call the latest props.
  const handlers = useRef({ onChange, onBlur });
  useEffect(() => void (handlers.current = { onChange, onBlur }));
  // The contenteditable is the field's textbox: its name, description, state and direction are set on it.
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
        ...(isRequired && !readOnly ? { 'aria-required': 'true' } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        dir: 'auto',
        class: styles.content,
      },
    }),
    [labelledBy, describedBy, isInvalid, isRequired, readOnly],
  );
  const editor = useEditor({
    immediatelyRender: true,
    // Its base CSS is in BodyEditor.css.ts: the page's policy refuses an injected <style>.
    injectCSS: false,
    extensions: format === 'email' ? EMAIL_EXTENSIONS : WHATSAPP_EXTENSIONS,
    content: initialContent,
    editable: !readOnly,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const next = serialize(current, format);
      emitted.current = next;
      handlers.current.onChange(next);
    },
    onBlur: () => handlers.current.onBlur?.(),
  });

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(load(value, format), { emitUpdate: false });
  }, [editor, value, format]);

  useEffect(() => editor.setEditable(!readOnly, false), [editor, readOnly]);

  useImperativeHandle(
    ref,
    () => ({
      insertPlaceholder: (name) => void editor.chain().focus().insertPlaceholder(name).run(),
      focus: () => void editor.commands.focus(),
    }),
    [editor],
  );

  return (
    <div className={styles.box} data-invalid={isInvalid || undefined} data-readonly={readOnly || undefined}>
      {format === 'email' && !readOnly ? <FormattingToolbar editor={editor} /> : null}
      <EditorContent editor={editor} className={styles.scroller} />
    </div>
  );
}
