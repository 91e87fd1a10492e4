import type { FooterResponse } from '#shared/content/schemas.ts';
import { getJson } from '../../api/get-json.ts';

/** GET /v1/get-footer: footer groups, pages, basics, payment logos and branches (spec §3, §7). */
export function fetchFooter(): Promise<FooterResponse> {
  return getJson<FooterResponse>('/v1/get-footer');
}
