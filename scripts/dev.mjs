// `npm run dev`: the API with reload on PORT+1 (tsx watch) and Vite's hot-reloading client on PORT.
import { spawn } from 'node:child_process';

const port = Number(process.env.PORT ?? 5000);
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port + 1), HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, PORT: String(port) } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
