import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The part of the console's feature descriptors (apps/web/src/features/<x>/feature.ts) the journeys read. */
interface FeatureRoutes {
  routes: Partial<Record<string, readonly { path: string }[]>>;
}

const HOME: Record<string, string> = { super_admin: '/main', workshop_admin: '/workshop', society_manager: '/society' };
// Found as the console's shell finds them (every features/<x>/feature.ts, its default export), and
// loaded by path at run time: the descriptors are the console's code, not part of this package's type check.
const FEATURES_DIR = fileURLToPath(new URL('../../apps/web/src/features/', import.meta.url));

async function features(): Promise<FeatureRoutes[]> {
  const files = readdirSync(FEATURES_DIR)
    .sort()
    .map((folder) => `${FEATURES_DIR}${folder}/feature.ts`)
    .filter((file) => existsSync(file));
  return Promise.all(files.map(async (file) => ((await import(file)) as { default: FeatureRoutes }).default));
}

/** Every route of a role that needs no id, as the console's feature descriptors declare them. */
export async function consoleRoutePaths(role: string): Promise<string[]> {
  const home = HOME[role];
  if (!home) throw new Error(`no home for role ${role}`);
  return (await features())
    .flatMap((feature) => feature.routes[role] ?? [])
    .map((route) => route.path)
    .filter((path) => path !== '' && !path.includes(':'))
    .map((path) => `${home}/${path}`);
}
