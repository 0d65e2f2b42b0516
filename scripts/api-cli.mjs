// Runs one of the API's operator commands (`migrate-cli`, `admin-cli`, `seed-cli`, `backup-cli`, `sms-test-cli`):
// from the TypeScript source through tsx when the development dependencies are installed, else
// the bundle `npm run build` made (apps/api/dist/<name>.js), which needs production dependencies
// only. So `npm run migrate`, `admin:create` and `db:backup` work in a checkout and in the
// production image alike.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'api');
const [name, ...args] = process.argv.slice(2);
const sources = { 'migrate-cli': 'src/cli/migrate-cli.ts', 'admin-cli': 'src/cli/admin-cli.ts', 'seed-cli': 'src/cli/seed-cli.ts', 'backup-cli': 'src/cli/backup-cli.ts', 'sms-test-cli': 'src/cli/sms-test-cli.ts' };
if (!name || !(name in sources)) {
  console.error(`Usage: node scripts/api-cli.mjs <${Object.keys(sources).join('|')}> [arguments]`);
  process.exit(2);
}

function hasTsx() {
  try {
    createRequire(join(apiDir, 'package.json')).resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

const bundle = join(apiDir, 'dist', `${name}.js`);
let command;
if (hasTsx()) command = ['--import', 'tsx', join(apiDir, sources[name])];
else if (existsSync(bundle)) command = [bundle];
else {
  console.error(`${bundle} is missing and tsx is not installed: run npm run build (with the development dependencies) first.`);
  process.exit(1);
}

const child = spawn(process.execPath, [...command, ...args], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
