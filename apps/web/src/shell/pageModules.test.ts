import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '@carcare/contracts';
import { routesForUserType } from '../app/consoleRoutes';
import { PAGE_MODULES } from './pageModules';

/** Every page module of the features, loaded on demand, by its path relative to apps/web. */
const FEATURE_MODULES = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>(['../features/**/*.tsx', '!../features/**/*.test.tsx'])).map(([key, load]) => [key.replace(/^\.\.\//, 'src/'), load]),
);

const ROUTES = USER_TYPES.flatMap((role) => routesForUserType(role));

describe('PAGE_MODULES', () => {
  it('names a module for every path of every role, and for nothing else', () => {
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(ROUTES.map((route) => route.fullPath).sort());
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
