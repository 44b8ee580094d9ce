import { api } from '@admin/lib/api-client';

/** PATCH …/change-workspace: sets the user's current workspace (the server checks membership). */
export async function changeWorkspace(companyId: string, userId: string, workspaceId: string): Promise<void> {
  await api.PATCH('/companies/{companyId}/users/{userId}/change-workspace', {
    params: { path: { companyId, userId } },
    body: { workspaceId },
  });
}
