// `npm start`: build when dist/ is missing or stale, then run the shop in this same process.
import { DEMO_BANK_ACCOUNT } from '../server/demo-values.ts';
import { startFailureText } from '../server/start-failure.ts';
import { buildIfStale } from './build.ts';

// The demo shop takes bank transfers to a sample account (README "Configuration", BANK_*) unless
// an account is configured or the demo seed is turned off.
const bankVariables = ['BANK_NAME', 'BANK_BIN', 'BANK_ACCOUNT_NUMBER', 'BANK_ACCOUNT_NAME'];
if (bankVariables.every((name) => !process.env[name]) && !/^(0|false|no)$/i.test(process.env.SEED_DEMO ?? '')) {
  Object.assign(process.env, DEMO_BANK_ACCOUNT);
}

try {
  await buildIfStale();
} catch (error) {
  console.error(startFailureText(error));
  process.exit(1);
}
// The server prints its own failures (server/main.ts).
await import(new URL('../dist/server/main.js', import.meta.url).href);
