// What the shop-settings module offers the other server modules: they import it from here, never its other files.
export { shopSettingsRoutes } from './shop-settings.routes.ts';
export { shopBankAccount, type BankAccount } from './bank-account-queries.ts';
