import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { buildRoutes, roleRoutesOnDemand, SHELL_ROUTE_ID } from './router';
import { roleRoutes } from './roleRoutes';
import { makeStore } from '../app/makeStore';
import { ConsoleShell } from './lazyPages';

/** Absolute paths of every route in the table (index routes as their parent's path). */
function collectPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent === '/' ? '' : parent}/${route.path}`;
    const own = route.index || (route.path !== undefined && !route.children) ? [here] : [];
    return [...own, ...collectPaths(route.children ?? [], here)];
  });
}

// The whole table: the shell's routes with the role groups added under the shell route.
const shellChildren = buildRoutes()[0]!.children ?? [];
const paths = collectPaths([{ children: [...shellChildren, ...roleRoutes(makeStore())] }]);

/** Routes added beside the spec's: concern details, the audit log, the notifications page ("View All"), the society manager's help, the schedule board, the money pages (invoices, weekly statements, cash in hand) and the workshop admin's transactions and reviews. */
const MONEY = ['invoices', 'settlements', 'settlements/:id', 'cash'];
const ADDED: Record<string, string[]> = {
  '/main': ['userconcerns/:id', 'audit', 'notifications', 'schedule', ...MONEY],
  '/society': ['notifications', 'sample-page'],
  '/workshop': ['userconcerns/:id', 'notifications', 'schedule', 'transactions', 'reviews', ...MONEY],
};

const SPEC: Record<string, string[]> = {
  '/main': [
    '', 'dashboard/default', 'sample-page', 'addWorkshop', 'workshop-list', 'editWorkshop', 'profile', 'adminprofile/:id',
    'society-list', 'editSociety', 'addsociety', 'create-sop', 'sop', 'concerns', 'promotionalbanners', 'privacy', 'service',
    'addservice', 'edit-service/:id', 'serviceinclusionsform', 'requests', 'service-details/:id', 'reviews', 'reasons',
    'listofleave', 'userconcerns', 'transactions',
  ],
  '/society': ['', 'dashboard/default', 'profile', 'society-list', 'workerprofile/:id', 'listofleave'],
  '/workshop': [
    '', 'dashboard/default', 'sample-page', 'addWorkshop', 'workshop-list', 'profile', 'workshprofile/:id', 'service',
    'edit-service/:id', 'requestnewservice', 'list-service', 'list-requests', 'service-details/:id', 'listofleaves', 'userconcerns',
  ],
};

describe('route table', () => {
  it.each(Object.entries(SPEC))('registers every spec route under %s and only the added ones beside', (prefix, relative) => {
    const expected = [...relative, ...(ADDED[prefix] ?? [])].map((path) => (path ? `${prefix}/${path}` : prefix)).sort();
    expect(paths.filter((path) => path === prefix || path.startsWith(`${prefix}/`)).sort()).toEqual(expected);
  });

  it('registers the sign-in page, /unauthorized and the catch-all 404', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/unauthorized', '/*']));
  });

  it('puts every route but the sign-in page in the console shell (MUI, notistack), the sign-in page beside it', () => {
    const [signIn, shell, ...others] = buildRoutes()[0]!.children!;
    expect(others).toEqual([]);
    expect(signIn!.path).toBe('/');
    expect(shell!.id).toBe(SHELL_ROUTE_ID);
    expect(collectPaths([shell!]).sort()).toEqual(['/*', '/unauthorized']);
  });

  it('starts without the role groups, so the sign-in page matches without loading them', () => {
    expect(collectPaths(buildRoutes()).sort()).toEqual(['/', '/*', '/unauthorized']);
  });

  it('adds the role groups on the first visit to a console path, and matches the page then', async () => {
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/'], patchRoutesOnNavigation: roleRoutesOnDemand(makeStore()) });
    const shell = () => router.routes[0]!.children!.find((route) => route.id === SHELL_ROUTE_ID)!;
    expect(shell().children).toHaveLength(2);

    await router.navigate('/main/workshop-list');

    expect(router.state.matches.at(-1)?.route.path).toBe('workshop-list');
    expect(shell().children!.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/main', '/workshop', '/society']),
    );
    await router.navigate('/main/no-such-page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    router.dispose();
  });

  it('has the console shell loaded before it adds the role groups, each in a task of its own', async () => {
    const order: string[] = [];
    const preload = vi.spyOn(ConsoleShell, 'preload').mockImplementation(async () => {
      order.push('shell asked for');
      await new Promise((resolve) => setTimeout(resolve, 0));
      order.push('shell loaded');
    });
    const patchRoutes = roleRoutesOnDemand(makeStore());
    await patchRoutes({ patch: () => order.push('role groups added'), signal: new AbortController().signal, path: '/main', matches: [] } as never);
    expect(order).toEqual(['shell asked for', 'shell loaded', 'role groups added']);
    preload.mockRestore();
  });
});
