import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { isTemplateLinkHref, TEMPLATE_LINK_MAX_CHARS } from '@backoffice/domain';
import { Button, TextField } from '@backoffice/ui';
import { ActionDialog } from '@admin/components/ActionDialog/ActionDialog';
import { useT } from '@admin/lib/i18n';
import { token } from '../issueMessages';
import * as styles from './BodyEditor.css';

/**
 * Sets, changes or removes the link of the selection (or of the link the caret is in). The address must be one the
 * server keeps (isTemplateLinkHref): refused here as typed, not dropped silently at saving. With nothing selected,
 * the address itself is inserted as the link's text.
 */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useT();
  const current = String(editor.getAttributes('link').href ?? '');
  const [href, setHref] = useState(current);
  const [failures, setFailures] = useState(0);
  const [checked, setChecked] = useState(false);
  const trimmed = href.trim();
  const invalid = checked && !isTemplateLinkHref(trimmed);

  function close() {
    onClose();
    editor.commands.focus();
  }

  function apply() {
    setChecked(true);
    if (!isTemplateLinkHref(trimmed)) {
      setFailures((n) => n + 1);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !current)
      chain.insertContent({
        type: 'text',
        text: trimmed,
        marks: [{ type: 'link', attrs: { href: trimmed } }],
      });
    else chain.setLink({ href: trimmed });
    chain.run();
    onClose();
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  }

  return (
    <ActionDialog
      isOpen
      onClose={close}
      title={current ? t('templates.bodyEditor.linkEditTitle') : t('templates.bodyEditor.linkTitle')}
      confirmLabel={t('templates.bodyEditor.linkApply')}
      isPending={false}
      failures={failures}
      onSubmit={apply}
    >
      <TextField
        label={t('templates.bodyEditor.linkAddress')}
        description={t('templates.bodyEditor.linkAddressDescription', { token: token('link') })}
        value={href}
        onChange={setHref}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to type this address
        autoFocus
        isRequired
        maxLength={TEMPLATE_LINK_MAX_CHARS}
        isInvalid={invalid}
        errorMessage={invalid ? t('templates.bodyEditor.linkInvalid') : undefined}
      />
      {current ? (
        <div className={styles.linkRemove}>
          <Button variant="secondary" size="sm" onPress={remove}>
            {t('templates.bodyEditor.linkRemove')}
          </Button>
        </div>
      ) : null}
    </ActionDialog>
  );
}
