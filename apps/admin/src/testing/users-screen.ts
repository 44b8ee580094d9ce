import type { Role } from '@backoffice/domain';
import { resetUserEditor } from '../features/users/stores/user-editor';
import { resetUsersList } from '../features/users/stores/users-list';
import { withUsersState, type UsersFakeState } from './fake-users';
import { screenStory, signedInAs } from './story-setup';

/** Story `beforeEach` of a users screen: a signed-in `role` on a fresh copy of the users fake (each run starts from
 * the demo company's users) and the users stores emptied before and after. */
export const usersScreen = (role: Role, overrides: Partial<UsersFakeState> = {}) =>
  screenStory(
    () => signedInAs(role, { state: withUsersState(overrides) })(),
    () => {
      resetUsersList();
      resetUserEditor();
      return () => {
        resetUsersList();
        resetUserEditor();
      };
    },
  );
