// `npm run dev`: the API in watch mode on API_PORT (3001) and Vite's dev server on 5173, which
// proxies API, image and language routes to it. Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT || '3001';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch-path=server', '--watch-path=shared', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, CLIENT_DIR: 'dist/no-client-in-dev' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

function stop(): void {
  for (const child of children) child.kill('SIGINT');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  if (code) stop();
});
