import { i18n } from '@lingui/core';
import type { Locale } from '#shared/i18n/locale.ts';

/** Loads only the active locale's catalog (compiled from .po by the Lingui Vite plugin) and activates it. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = locale === 'en'
    ? await import('./locales/en/messages.po')
    : await import('./locales/vi/messages.po');
  i18n.loadAndActivate({ locale, messages });
}
