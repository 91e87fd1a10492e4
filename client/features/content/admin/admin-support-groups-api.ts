import type { SupportGroupWrite } from '#shared/content/supporter-admin-schemas.ts';
import { sendJson } from '../../../api/send-json.ts';

/** The staff support group API (server/modules/content/admin-supporters.routes.ts); the groups are listed with the supporters. */
const GROUPS = '/v1/admin/content/support-groups';

/** Adds (no id) or renames / moves a support group. */
export function saveAdminSupportGroup(id: number | null, write: SupportGroupWrite): Promise<{ id: number }> {
  return id === null ? sendJson<{ id: number }>('POST', GROUPS, write) : sendJson<{ id: number }>('PUT', `${GROUPS}/${id}`, write);
}

/** Deletes an empty group; one that still has supporters is refused (409 support_group_not_empty). */
export function deleteAdminSupportGroup(id: number): Promise<{ id: number }> {
  return sendJson<{ id: number }>('DELETE', `${GROUPS}/${id}`);
}
