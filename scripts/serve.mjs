// `npm run serve`: the production start. Runs the built server only (what `npm run build` made):
// it migrates the database (under the migration lock on PostgreSQL) and serves. It never builds,
// so it needs production dependencies only (`npm ci --omit=dev`); set NODE_ENV=production.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps/api/dist/main.js');
const webIndex = join(root, 'apps/web/dist/index.html');
for (const built of [server, ...(process.env.WEB_DIST_DIR ? [] : [webIndex])]) {
  if (!existsSync(built)) {
    console.error(`${built} is missing: run npm run build first (npm run serve never builds).`);
    process.exit(1);
  }
}

await import(pathToFileURL(server).href);
