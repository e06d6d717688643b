// `npm start`: builds the server and the console when their output is missing, then starts the server.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const outputs = {
  '@radiant/server': 'apps/server/dist/main.js',
  '@radiant/console': 'apps/console/dist/index.html',
};
const missing = Object.entries(outputs).filter(([, file]) => !existsSync(new URL(file, root)));
if (missing.length > 0) {
  const workspaces = missing.map(([name]) => `-w ${name}`).join(' ');
  execSync(`npm run build ${workspaces}`, { cwd: root, stdio: 'inherit' });
}
await import(new URL(outputs['@radiant/server'], root).href);
