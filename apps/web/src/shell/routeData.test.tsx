import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_HOME } from '@carcare/contracts';
import { matchConsoleRoute } from '../app/consoleRoutes';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { logout, signInSuccess } from '../app/session/authSlice';
import { baseApi } from '../api/baseApi';
import { emptyList, fakeApi, restoreApi, type SeenRequest } from '../app/testing/fakeApi';
import { SUPER_ADMIN, WORKSHOP_ADMIN, testAdmin } from '../app/testing/testAdmin';
import { buildRoutes, roleRoutesOnDemand } from './router';
import { makeStore } from '../app/makeStore';

const listCalls = (seen: SeenRequest[], path: string) => seen.filter((request) => request.method === 'GET' && request.url.endsWith(path));

let store = makeStore();

/** Enters `path` as a console router does (the role groups added on demand), signed in as `admin` or signed out. */
async function enter(path: string, admin: Parameters<typeof testAdmin>[0] | null) {
  const seen = fakeApi(() => emptyList());
  store = makeStore();
  if (admin) store.dispatch(signInSuccess({ admin: testAdmin(admin), access: 'access', refresh: 'refresh' }));
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/'], patchRoutesOnNavigation: roleRoutesOnDemand(store) });
  await router.navigate(path);
  router.dispose();
  return seen;
}

afterEach(() => {
  store.dispatch(logout());
  store.dispatch(baseApi.util.resetApiState());
  restoreApi();
});

describe('entering a list route', () => {
  it('asks for the list page of its URL at once, before the page has rendered', async () => {
    const seen = await enter('/main/requests?status=pending&page=2', SUPER_ADMIN);
    await waitFor(() => expect(listCalls(seen, '/requests')).toHaveLength(1));
    expect(listCalls(seen, '/requests')[0]!.params).toEqual({ status: 'pending', page: 2, page_size: 25, sort: '-scheduled_at' });
  });

  it("asks for the admin's columns of the list and its filters' options with its rows, those the role's page shows", async () => {
    const gets = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'GET').map((request) => request.url.replace(/^.*\/api\/v1/, ''));
    const superAdmin = await enter('/main/requests', SUPER_ADMIN);
    await waitFor(() => expect(gets(superAdmin)).toHaveLength(5));
    expect(gets(superAdmin).sort()).toEqual(['/me/preferences/list.service-requests', '/requests', '/services/options', '/societies/options', '/workshops/options']);
    // A workshop admin has no workshop filter, and its services are its offerings, which its page asks for.
    const workshopAdmin = await enter('/workshop/list-requests', WORKSHOP_ADMIN);
    await waitFor(() => expect(gets(workshopAdmin)).toHaveLength(3));
    expect(gets(workshopAdmin).sort()).toEqual(['/me/preferences/list.service-requests', '/requests', '/societies/options']);
  });

  it("asks for the Absent List of today's range when the URL names none", async () => {
    const seen = await enter('/workshop/listofleaves', WORKSHOP_ADMIN);
    await waitFor(() => expect(listCalls(seen, '/leaves')).toHaveLength(1));
    const { from, to, sort } = listCalls(seen, '/leaves')[0]!.params;
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect({ to, sort }).toEqual({ to: from, sort: 'start_date' });
  });

  it("asks for a record's page's record at once, by its path's id, and nothing for an id no record has", async () => {
    const request = await enter('/main/service-details/7', SUPER_ADMIN);
    await waitFor(() => expect(listCalls(request, '/requests/7')).toHaveLength(1));
    const worker = await enter('/workshop/workshprofile/12', WORKSHOP_ADMIN);
    await waitFor(() => expect(listCalls(worker, '/workers/12')).toHaveLength(1));
    const concern = await enter('/workshop/userconcerns/3', WORKSHOP_ADMIN);
    await waitFor(() => expect(listCalls(concern, '/concerns/3')).toHaveLength(1));
    const invalid = await enter('/main/service-details/abc', SUPER_ADMIN);
    const zero = await enter('/main/service-details/0', SUPER_ADMIN);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...invalid, ...zero].filter((call) => /\/requests\//.test(call.url))).toEqual([]);
  });

  it("asks for a dashboard's figures of its URL's range at once, and the page then takes that answer", async () => {
    const seen = await enter('/main?from=2026-10-01&to=2026-10-31', SUPER_ADMIN);
    await waitFor(() => expect(listCalls(seen, '/dashboard')).toHaveLength(1));
    expect(listCalls(seen, '/dashboard')[0]!.params).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    const fromHome = await enter('/workshop/dashboard/default', WORKSHOP_ADMIN);
    await waitFor(() => expect(listCalls(fromHome, '/dashboard')).toHaveLength(1));
    expect(listCalls(fromHome, '/dashboard')[0]!.params).toEqual({});
  });

  it("asks for the schedule board's day at once: the address's date, the super admin's workshop, and nothing before the address names one", async () => {
    const superAdmin = await enter('/main/schedule?date=2026-12-03&workshop_id=6', SUPER_ADMIN);
    await waitFor(() => expect(listCalls(superAdmin, '/schedule')).toHaveLength(1));
    expect(listCalls(superAdmin, '/schedule')[0]!.params).toEqual({ date: '2026-12-03', workshop_id: 6 });
    expect(listCalls(superAdmin, '/workshops/options')).toHaveLength(1);
    const workshopAdmin = await enter('/workshop/schedule?date=2026-12-03&workshop_id=6', WORKSHOP_ADMIN);
    await waitFor(() => expect(listCalls(workshopAdmin, '/schedule')).toHaveLength(1));
    expect(listCalls(workshopAdmin, '/schedule')[0]!.params).toEqual({ date: '2026-12-03' });
    const noWorkshop = await enter('/main/schedule?date=2026-12-03', SUPER_ADMIN);
    await waitFor(() => expect(listCalls(noWorkshop, '/workshops/options')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listCalls(noWorkshop, '/schedule')).toEqual([]);
  });

  it("asks nothing for another role's page or when signed out: the guard sends the visitor away", async () => {
    const asWorkshopAdmin = await enter('/main/requests', WORKSHOP_ADMIN);
    const signedOut = await enter('/main/transactions', null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listCalls(asWorkshopAdmin, '/requests')).toEqual([]);
    expect(listCalls(signedOut, '/transactions')).toEqual([]);
  });
});

describe('entering the console', () => {
  it("waits for the first page's code before the route is entered, and not for a later page's", async () => {
    fakeApi(() => emptyList());
    store = makeStore();
    store.dispatch(signInSuccess({ admin: testAdmin(SUPER_ADMIN), access: 'access', refresh: 'refresh' }));
    const Page = () => null;
    let arrive!: () => void;
    const first = vi.spyOn(matchConsoleRoute('super_admin', `${ROLE_HOME.super_admin}/requests`)!.page, 'preload').mockReturnValue(
      new Promise((resolve) => {
        arrive = () => resolve({ default: Page });
      }),
    );
    // A page whose code never arrives.
    const later = vi.spyOn(matchConsoleRoute('super_admin', `${ROLE_HOME.super_admin}/transactions`)!.page, 'preload').mockReturnValue(new Promise(() => undefined));
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/'], patchRoutesOnNavigation: roleRoutesOnDemand(store) });
    try {
      let entered = false;
      const entering = router.navigate('/main/requests').then(() => {
        entered = true;
      });
      await waitFor(() => expect(first).toHaveBeenCalledTimes(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(entered).toBe(false);
      expect(router.state.location.pathname).toBe('/');
      arrive();
      await entering;
      expect(router.state.location.pathname).toBe('/main/requests');

      await router.navigate('/main/transactions');
      expect(later).toHaveBeenCalledTimes(1);
      expect(router.state.location.pathname).toBe('/main/transactions');
    } finally {
      router.dispose();
      first.mockRestore();
      later.mockRestore();
    }
  });
});
