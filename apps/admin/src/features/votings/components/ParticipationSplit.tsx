import type { SubjectCount } from '@backoffice/api-client';
import { useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';

/**
 * "36 votantes + 1 representado": a voting's figure split into its voters and the parties they represent as
 * attorneys (packages/domain votingParticipation), or null when no represented party is part of it — the split is
 * shown only where it changes the number.
 */
export function useSubjectSplit(): (count: SubjectCount) => string | null {
  const t = useT();
  const plural = usePlural();
  return (count) =>
    count.represented === 0
      ? null
      : t('votings.participation.split', {
          voters: plural('votings.participation.voters', count.voters),
          represented: plural('votings.participation.represented', count.represented),
        });
}

/** The split of `count` as a line of its own (nothing when no represented party is part of it). */
export function ParticipationSplit({ count, className }: { count: SubjectCount; className?: string }) {
  const text = useSubjectSplit()(count);
  return text === null ? null : <span className={className}>{text}</span>;
}
