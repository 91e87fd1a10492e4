import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { refererReturnPath } from '#shared/accounts/return-url.ts';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '#shared/i18n/locale.ts';
import type { TypedApp } from '../http/typed-app.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The storefront language from the `lang` cookie (vi by default, spec §9). */
    locale: Locale;
  }
}

const ONE_YEAR = 31_536_000;

/**
 * Reads the language cookie into `request.locale` and serves `GET /lang/{vi|en}`, which
 * remembers the choice and returns to the page the user was on (spec §2; the URL stays the same).
 */
export const localePlugin = fp(
  async (app: TypedApp) => {
    app.decorateRequest('locale', DEFAULT_LOCALE);
    app.addHook('onRequest', async (request) => {
      const cookie = request.cookies[LOCALE_COOKIE];
      request.locale = isLocale(cookie) ? cookie : DEFAULT_LOCALE;
    });

    app.get(
      '/lang/:lang',
      {
        schema: {
          tags: ['locale'],
          summary: 'Switch the storefront language and go back',
          params: Type.Object({ lang: Type.Union([Type.Literal('vi'), Type.Literal('en')]) }),
          response: { 303: { description: 'Back to the page the user came from' } },
        },
      },
      async (request, reply) => {
        const { lang } = request.params;
        reply.setCookie(LOCALE_COOKIE, lang, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax', httpOnly: false });
        // The shared return rule: never another site, however the Referer is spelt.
        return reply.redirect(refererReturnPath(request.headers.referer, request.host), 303);
      },
    );
  },
  { name: 'locale', dependencies: ['@fastify/cookie'] },
);
