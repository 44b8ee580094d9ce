import { lazy } from 'react';
import { Palette } from 'lucide-react';
import { LazyPopup } from '@backoffice/app-common';
import { IconButton, Tooltip, TooltipTrigger } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';

const loadPopup = () => import('./AppearanceMenuPopup');
const AppearanceMenuPopup = lazy(loadPopup);

/**
 * The look of the app (spec: mode, style, layout, navigation style, direction), applied at once and kept (the
 * direction for this visit only). The button is drawn at once; the pop-up's code (its own chunk: dialog, popover,
 * radio groups) loads when the button is reached for.
 */
export function AppearanceMenu() {
  const t = useT();
  const label = t('shell.appearance.button');
  return (
    <LazyPopup
      load={loadPopup}
      standIn={({ ref, onPress }) => (
        <TooltipTrigger>
          <IconButton
            ref={ref}
            aria-label={label}
            aria-expanded={false}
            icon={<Palette size={20} aria-hidden />}
            onPress={onPress}
          />
          <Tooltip>{label}</Tooltip>
        </TooltipTrigger>
      )}
    >
      <AppearanceMenuPopup openAtOnce />
    </LazyPopup>
  );
}
