import { CircleHelp } from 'lucide-react';
import { IconButton, Tooltip, TooltipTrigger } from '@backoffice/ui';
import { env } from '@admin/config/env';
import { useT } from '@admin/lib/i18n';

/** Opens the knowledge centre in a new tab (without giving it a handle on this page). */
export function HelpButton() {
  const t = useT();
  const label = t('shell.help');
  return (
    <TooltipTrigger>
      <IconButton
        aria-label={label}
        icon={<CircleHelp size={20} aria-hidden />}
        onPress={() => window.open(env.helpUrl, '_blank', 'noopener,noreferrer')}
      />
      <Tooltip>{label}</Tooltip>
    </TooltipTrigger>
  );
}
