import { fileURLToPath } from 'node:url';

/** The part of the console's feature descriptors (apps/web/src/app/features.ts) the journeys read. */
interface FeatureRoutes {
  routes: Partial<Record<string, readonly { path: string }[]>>;
}

const HOME: Record<string, string> = { super_admin: '/main', workshop_admin: '/workshop', society_manager: '/society' };
// Loaded by path at run time: the descriptors are the console's code, not part of this package's type check.
const FEATURES_MODULE = fileURLToPath(new URL('../../apps/web/src/app/features.ts', import.meta.url));

/** Every route of a role that needs no id, as the console's feature descriptors declare them. */
export async function consoleRoutePaths(role: string): Promise<string[]> {
  const { FEATURES } = (await import(FEATURES_MODULE)) as { FEATURES: readonly FeatureRoutes[] };
  const home = HOME[role];
  if (!home) throw new Error(`no home for role ${role}`);
  return FEATURES.flatMap((feature) => feature.routes[role] ?? [])
    .map((route) => route.path)
    .filter((path) => path !== '' && !path.includes(':'))
    .map((path) => `${home}/${path}`);
}
