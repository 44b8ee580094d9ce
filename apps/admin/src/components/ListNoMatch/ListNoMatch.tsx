import { SearchX } from 'lucide-react';
import { Button, EmptyState } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';

export interface ListNoMatchProps {
  /** What found nothing, e.g. 'Nenhum usuário encontrado'. */
  title: string;
  /** Which search or filters found nothing. */
  description?: string;
  /** Clears the search and the filters (the list asks the server again); without it there is no button. */
  onClear?: () => unknown;
  /** The button's text; the common 'Limpar filtros' unless the list says it otherwise ('Limpar busca'). */
  clearLabel?: string;
  /** The title's level: 2 on a list screen (under its h1), 3 inside a tab (under the tab's heading). */
  titleLevel?: 2 | 3;
  /** A smaller icon, for a list that sits inside a tab beside other, smaller empty states. */
  compact?: boolean;
}

/**
 * A list's answer when its search or filters match nothing (as opposed to a list that has no rows at all, whose
 * empty state offers to create the first): it says so and offers to clear what narrowed it.
 */
export function ListNoMatch({
  title,
  description,
  onClear,
  clearLabel,
  titleLevel = 2,
  compact = false,
}: ListNoMatchProps) {
  const t = useT();
  return (
    <EmptyState
      icon={<SearchX size={compact ? 32 : 40} aria-hidden />}
      title={title}
      description={description}
      titleLevel={titleLevel}
      action={
        onClear ? (
          <Button variant="secondary" onPress={() => void onClear()}>
            {clearLabel ?? t('common.clearFilters')}
          </Button>
        ) : undefined
      }
    />
  );
}
