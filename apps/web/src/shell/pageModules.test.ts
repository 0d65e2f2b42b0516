import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLE_HOME, USER_TYPES } from '@carcare/contracts';
import { readPageModules, ROLE_HOMES } from '../../build/pageModules';
import { routesForUserType } from '../app/consoleRoutes';
import { FEATURES } from './features';

/** Every page module of the features, loaded on demand, by its path relative to apps/web. */
const FEATURE_MODULES = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>(['../features/**/*.tsx', '!../features/**/*.test.tsx'])).map(([key, load]) => [key.replace(/^\.\.\//, 'src/'), load]),
);

// The build's preload table, read from the descriptors' source as the build reads it.
const PAGE_MODULES = readPageModules(join(__dirname, '..', '..'));
const ROUTES = USER_TYPES.flatMap((role) => routesForUserType(role));

describe("the build's page modules (build/pageModules.ts)", () => {
  it("knows each role's home", () => {
    expect(ROLE_HOMES).toEqual(ROLE_HOME);
  });

  it('names a module for every path a descriptor declares, and for nothing else', () => {
    const declared = USER_TYPES.flatMap((role) => FEATURES.flatMap((feature) => (feature.routes[role] ?? []).map((route) => (route.path ? `${ROLE_HOME[role]}/${route.path}` : ROLE_HOME[role]))));
    expect(Object.keys(PAGE_MODULES).sort()).toEqual([...new Set(declared)].sort());
    expect(ROUTES.every((route) => route.fullPath in PAGE_MODULES)).toBe(true);
  });

  it("names, for each path, the module whose export is the page the route table renders there", async () => {
    const wrong: string[] = [];
    for (const route of ROUTES) {
      const { default: page } = (await route.page.preload()) as { default: unknown };
      const load = FEATURE_MODULES[PAGE_MODULES[route.fullPath] ?? ''];
      if (!load || !Object.values(await load()).includes(page)) wrong.push(`${route.fullPath} → ${PAGE_MODULES[route.fullPath]}`);
    }
    expect(wrong).toEqual([]);
  });
});
