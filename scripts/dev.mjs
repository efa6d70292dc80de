#!/usr/bin/env node
// `npm run dev`: the API (restarting on change) on API_PORT 3001 and Vite with hot reload on 5173,
// which proxies /api and /objects to the API.
import { spawn } from 'node:child_process';

const env = { ...process.env, PORT: process.env.API_PORT ?? '3001', HOST: '127.0.0.1' };
const children = [
  spawn('npx', ['tsx', 'watch', 'api/server.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
