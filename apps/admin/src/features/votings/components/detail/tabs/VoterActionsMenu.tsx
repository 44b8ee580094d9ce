import { BellRing, LockKeyholeOpen, MoreVertical, Pencil, UserX } from 'lucide-react';
import { useOpenAtOnce } from '@backoffice/app-common';
import { IconButton, Menu, MenuItem, MenuTrigger, type Key } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';

/** What may be done to one voter now (VotersTab decides by the voting's and the voter's status). */
export type RowAction = 'edit' | 'void' | 'resend' | 'unlock';

export interface VoterActionsMenuProps {
  /** The button's and the menu's name: 'Ações de Maria Souza'. */
  label: string;
  actions: readonly RowAction[];
  onAction: (key: Key) => void;
  /** Loaded on the stand-in's press (VotersTab): the button takes the focus and the menu opens at once. */
  openAtOnce?: boolean;
}

/** A voter row's menu and its button, loaded when the row's stand-in button is reached for (VotersTab). */
export function VoterActionsMenu({ label, actions, onAction, openAtOnce = false }: VoterActionsMenuProps) {
  const t = useT();
  const { triggerRef, isOpen, setOpen } = useOpenAtOnce(openAtOnce);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <IconButton ref={triggerRef} aria-label={label} icon={<MoreVertical size={18} aria-hidden />} />
      <Menu aria-label={label} onAction={onAction}>
        {actions.includes('unlock') ? (
          <MenuItem id="unlock" icon={<LockKeyholeOpen size={16} aria-hidden />}>
            {t('votings.detail.voters.unlock')}
          </MenuItem>
        ) : null}
        {actions.includes('edit') ? (
          <MenuItem id="edit" icon={<Pencil size={16} aria-hidden />}>
            {t('votings.detail.voters.edit')}
          </MenuItem>
        ) : null}
        {actions.includes('resend') ? (
          <MenuItem id="resend" icon={<BellRing size={16} aria-hidden />}>
            {t('votings.detail.voters.resend')}
          </MenuItem>
        ) : null}
        <MenuItem id="void" icon={<UserX size={16} aria-hidden />}>
          {t('votings.detail.voters.void')}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
