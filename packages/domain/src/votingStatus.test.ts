import { describe, expect, it } from 'vitest';
import {
  actionsAllowed,
  checkAction,
  effectiveStatus,
  isActionAllowed,
  statusesAllowing,
  VOTING_STATUSES,
  type VotingStatus,
  type VotingTimes,
} from './votingStatus.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const BEFORE = '2026-03-10T11:00:00Z';
const AFTER = '2026-03-10T13:00:00Z';

describe('effectiveStatus', () => {
  it.each<[VotingTimes, VotingStatus]>([
    [{ status: 'draft', opensAt: null, deadline: BEFORE }, 'draft'],
    [{ status: 'scheduled', opensAt: AFTER, deadline: AFTER }, 'scheduled'],
    [{ status: 'scheduled', opensAt: BEFORE, deadline: AFTER }, 'open'],
    [{ status: 'scheduled', opensAt: NOW.toISOString(), deadline: AFTER }, 'open'],
    [{ status: 'scheduled', opensAt: BEFORE, deadline: BEFORE }, 'closed'],
    [{ status: 'scheduled', opensAt: null, deadline: AFTER }, 'scheduled'],
    [{ status: 'open', opensAt: BEFORE, deadline: AFTER }, 'open'],
    [{ status: 'open', opensAt: BEFORE, deadline: NOW.toISOString() }, 'closed'],
    [{ status: 'open', opensAt: new Date(BEFORE), deadline: new Date(BEFORE) }, 'closed'],
    [{ status: 'closed', opensAt: BEFORE, deadline: AFTER }, 'closed'],
    [{ status: 'cancelled', opensAt: BEFORE, deadline: BEFORE }, 'cancelled'],
  ])('%j is %s at noon', (voting, status) => {
    expect(effectiveStatus(voting, NOW)).toBe(status);
  });
});

describe('the actions each status allows', () => {
  it.each<[VotingStatus, string[]]>([
    [
      'draft',
      [
        'edit',
        'publish',
        'discard',
        'addDocument',
        'removeDocument',
        'changeVoters',
        'testInvitation',
        'unlockVoter',
        'duplicate',
      ],
    ],
    [
      'scheduled',
      [
        'edit',
        'addDocument',
        'changeVoters',
        'testInvitation',
        'extendDeadline',
        'cancel',
        'unlockVoter',
        'duplicate',
      ],
    ],
    [
      'open',
      [
        'edit',
        'addDocument',
        'changeVoters',
        'testInvitation',
        'remind',
        'extendDeadline',
        'closeEarly',
        'cancel',
        'unlockVoter',
        'duplicate',
      ],
    ],
    ['closed', ['unlockVoter', 'reports', 'duplicate']],
    ['cancelled', ['unlockVoter', 'duplicate']],
  ])('%s allows %j', (status, actions) => {
    expect(actionsAllowed(status)).toEqual(actions);
  });

  it('answers the API’s code for the rest', () => {
    expect(checkAction('open', 'closeEarly')).toEqual({ ok: true });
    expect(checkAction('scheduled', 'closeEarly')).toEqual({ ok: false, code: 'invalid_state' });
    expect(checkAction('closed', 'changeVoters')).toEqual({ ok: false, code: 'invalid_state' });
    expect(isActionAllowed('draft', 'reports')).toBe(false);
    expect(statusesAllowing('cancel')).toEqual(['scheduled', 'open']);
    expect(statusesAllowing('duplicate')).toEqual(VOTING_STATUSES);
  });
});
