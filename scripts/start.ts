// `npm start`: build when dist/ is missing or stale, then run the shop in this same process.
import { buildIfStale } from './build.ts';

await buildIfStale();
await import(new URL('../dist/server/main.js', import.meta.url).href);
