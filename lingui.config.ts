import { defineConfig } from '@lingui/conf';

/** vi is the source locale (spec §9 "Default locale vi"); en is the translation. */
export default defineConfig({
  sourceLocale: 'vi',
  locales: ['vi', 'en'],
  fallbackLocales: { default: 'vi' },
  catalogs: [
    {
      path: '<rootDir>/client/i18n/locales/{locale}/messages',
      include: ['<rootDir>/client'],
      exclude: ['**/node_modules/**', '**/*.test.*', '<rootDir>/client/route-tree.gen.ts'],
    },
  ],
});
