import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldErrorText } from '../../i18n/api-error-text.ts';

/** The community's field message keys in words (spec §5 comment texts; the forum's own rules). */
const COMMUNITY_FIELD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  comment_length: msg`Tối thiểu 10 ký tự, tối đa 3000 ký tự`,
  catpcha_required: msg`Mã xác nhận chưa đúng, vui lòng nhập lại mã mới.`,
  topic_title_length: msg`Tiêu đề cần từ 5 đến 200 ký tự.`,
  post_length: msg`Bài viết cần ít nhất 10 ký tự.`,
  moderation_reason_required: msg`Vui lòng ghi lý do.`,
};

/** A community field key in words, else the shared field texts. */
export function communityFieldText(i18n: I18n, key: string): string {
  const known = COMMUNITY_FIELD_MESSAGES[key];
  return known ? i18n._(known) : fieldErrorText(i18n, key);
}
