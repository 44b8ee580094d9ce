import { Fragment, useState, type ReactNode } from 'react';
import type { ChainedCommands } from '@tiptap/core';
import { useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react';
import { IconButton, ToggleButton, Toolbar, ToolbarSeparator } from '@backoffice/ui';
import { useT, type TranslationKey } from '@admin/lib/i18n';
import { LinkDialog } from './LinkDialog';
import * as styles from './BodyEditor.css';

type Format =
  'bold' | 'italic' | 'underline' | 'strike' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'quote';

const FORMATS: readonly { format: Format; icon: ReactNode; label: TranslationKey; separatorBefore?: true }[] =
  [
    { format: 'bold', icon: <Bold size={18} aria-hidden />, label: 'templates.bodyEditor.bold' },
    { format: 'italic', icon: <Italic size={18} aria-hidden />, label: 'templates.bodyEditor.italic' },
    {
      format: 'underline',
      icon: <Underline size={18} aria-hidden />,
      label: 'templates.bodyEditor.underline',
    },
    { format: 'strike', icon: <Strikethrough size={18} aria-hidden />, label: 'templates.bodyEditor.strike' },
    {
      format: 'h2',
      icon: <Heading2 size={18} aria-hidden />,
      label: 'templates.bodyEditor.heading',
      separatorBefore: true,
    },
    { format: 'h3', icon: <Heading3 size={18} aria-hidden />, label: 'templates.bodyEditor.subheading' },
    {
      format: 'bulletList',
      icon: <List size={18} aria-hidden />,
      label: 'templates.bodyEditor.bulletList',
      separatorBefore: true,
    },
    {
      format: 'orderedList',
      icon: <ListOrdered size={18} aria-hidden />,
      label: 'templates.bodyEditor.orderedList',
    },
    { format: 'quote', icon: <Quote size={18} aria-hidden />, label: 'templates.bodyEditor.quote' },
  ];

function isActive(editor: Editor, format: Format): boolean {
  if (format === 'h2') return editor.isActive('heading', { level: 2 });
  if (format === 'h3') return editor.isActive('heading', { level: 3 });
  if (format === 'quote') return editor.isActive('blockquote');
  return editor.isActive(format);
}

const TOGGLES: Record<Format, (chain: ChainedCommands) => ChainedCommands> = {
  bold: (chain) => chain.toggleBold(),
  italic: (chain) => chain.toggleItalic(),
  underline: (chain) => chain.toggleUnderline(),
  strike: (chain) => chain.toggleStrike(),
  h2: (chain) => chain.toggleHeading({ level: 2 }),
  h3: (chain) => chain.toggleHeading({ level: 3 }),
  bulletList: (chain) => chain.toggleBulletList(),
  orderedList: (chain) => chain.toggleOrderedList(),
  quote: (chain) => chain.toggleBlockquote(),
};

/** The e-mail editor's formatting: marks, headings, lists, quote, link, undo and redo (each also by keyboard). */
export function FormattingToolbar({ editor }: { editor: Editor }) {
  const t = useT();
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(FORMATS.map(({ format }) => [format, isActive(current, format)])),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  return (
    <>
      <Toolbar aria-label={t('templates.bodyEditor.toolbar')} className={styles.toolbar}>
        {FORMATS.map(({ format, icon, label, separatorBefore }) => (
          <Fragment key={format}>
            {separatorBefore ? <ToolbarSeparator /> : null}
            <ToggleButton
              aria-label={t(label)}
              isSelected={Boolean(state.active[format])}
              onChange={() => TOGGLES[format](editor.chain().focus()).run()}
              className={styles.toolbarButton}
            >
              {icon}
            </ToggleButton>
          </Fragment>
        ))}
        <ToolbarSeparator />
        <ToggleButton
          aria-label={t('templates.bodyEditor.link')}
          isSelected={state.link}
          onChange={() => setLinking(true)}
          className={styles.toolbarButton}
        >
          <Link2 size={18} aria-hidden />
        </ToggleButton>
        <ToolbarSeparator />
        <IconButton
          aria-label={t('templates.bodyEditor.undo')}
          icon={<Undo2 size={18} aria-hidden />}
          isDisabled={!state.canUndo}
          onPress={() => editor.chain().focus().undo().run()}
        />
        <IconButton
          aria-label={t('templates.bodyEditor.redo')}
          icon={<Redo2 size={18} aria-hidden />}
          isDisabled={!state.canRedo}
          onPress={() => editor.chain().focus().redo().run()}
        />
      </Toolbar>
      {linking ? <LinkDialog editor={editor} onClose={() => setLinking(false)} /> : null}
    </>
  );
}
