import type { AdminPopupListResponse, BackLinkWrite } from '#shared/content/popup-admin-schemas.ts';
import { getJson } from '../../../api/get-json.ts';
import { sendForm, sendJson } from '../../../api/send-json.ts';

/** The staff promo popup and back link API (server/modules/content/admin-popups.routes.ts). */
const POPUPS = '/v1/admin/content/popups';
const LINKS = '/v1/admin/content/back-links';

export function fetchAdminPopups(signal: AbortSignal): Promise<AdminPopupListResponse> {
  return getJson<AdminPopupListResponse>(POPUPS, { signal, cache: 'no-cache' });
}

/** Adds (no id) or changes a popup from the form's data (text fields and the picture). */
export function saveAdminPopup(id: number | null, form: FormData): Promise<{ id: number }> {
  return sendForm<{ id: number }>(id === null ? POPUPS : `${POPUPS}/${id}`, form);
}

export function deleteAdminPopup(id: number): Promise<{ id: number }> {
  return sendJson<{ id: number }>('DELETE', `${POPUPS}/${id}`);
}

/** Adds (no id) or changes a footer back link. */
export function saveAdminBackLink(id: number | null, write: BackLinkWrite): Promise<{ id: number }> {
  return id === null ? sendJson<{ id: number }>('POST', LINKS, write) : sendJson<{ id: number }>('PUT', `${LINKS}/${id}`, write);
}

export function deleteAdminBackLink(id: number): Promise<{ id: number }> {
  return sendJson<{ id: number }>('DELETE', `${LINKS}/${id}`);
}
