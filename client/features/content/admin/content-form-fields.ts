import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { fieldErrorText } from '../../../i18n/api-error-text.ts';
import { formErrorOf, type FormError } from '../../../ui/form/form-error.ts';
import { useFormSubmit } from '../../../ui/form/use-form-submit.ts';

/** The message of a link field the ad link rule refused (ads, popups, back links, footer pages). */
export const URL_INVALID = msg`Nhập một trang của cửa hàng (bắt đầu bằng /) hoặc địa chỉ https://.`;

/** Messages of an address (slug) field: the news editor's words, the same rule. */
const SLUG_FIELD_MESSAGES = {
  slug_invalid: msg`Chỉ dùng chữ thường không dấu, số và dấu gạch ngang.`,
  slug_taken: msg`Đường dẫn này đã có trang khác dùng.`,
} as const;

/** A field's message: the slug's own words, the link rule's for a link field, else the common ones. */
export function contentFieldText(i18n: I18n, key: string, field?: string): string {
  if (field === 'url' && key === 'field_invalid') return i18n._(URL_INVALID);
  const own = SLUG_FIELD_MESSAGES[key as keyof typeof SLUG_FIELD_MESSAGES];
  return own ? i18n._(own) : fieldErrorText(i18n, key);
}

/**
 * A staff content form's submit state (errors to the first wrong field in `fieldOrder`), with the
 * focus moved to its first control of `firstControl` when it opens (forms open above the list),
 * and `fieldError(name)`: the message beside a field the rule or the server refused.
 */
export function useContentForm<Name extends string>(fieldOrder: readonly Name[], firstControl: 'input' | 'select' = 'input') {
  const { i18n } = useLingui();
  const form = useFormSubmit<FormError>(fieldOrder, formErrorOf);
  const { formRef, error } = form;
  useEffect(() => formRef.current?.querySelector(firstControl)?.focus(), [formRef, firstControl]);
  const fieldError = (name: Name): string | null => {
    const code = error?.fields[name];
    return code ? contentFieldText(i18n, code, name) : null;
  };
  return { ...form, fieldError };
}
