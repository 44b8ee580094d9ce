import { Suspense } from 'react';
import { lazyNamed } from '@admin/lib/lazy-named';

// The vote maps load after the detail's first screen (they sit below it): their code is a chunk of its own.
const VoteMapsList = lazyNamed(() => import('./VoteMapsList'), 'VoteMapsList');

export function VoteMapsSection(props: { votingId: string; title: string }) {
  return (
    <Suspense fallback={null}>
      <VoteMapsList {...props} />
    </Suspense>
  );
}
