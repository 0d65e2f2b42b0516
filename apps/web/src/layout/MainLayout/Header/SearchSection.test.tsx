import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResponse, UserType } from '@carcare/contracts';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { testAdmin } from '../../../app/testing/testAdmin';
import { fakeApi, restoreApi, type SeenRequest } from '../../../app/testing/fakeApi';
import { SearchSection } from './SearchSection';

const answer: SearchResponse = {
  q: 'mh12',
  groups: [
    {
      kind: 'request',
      label: 'Requests',
      has_more: false,
      items: [
        { kind: 'request', id: 41, title: 'SR-000041 · MH12AB1234', subtitle: 'Neha Joshi · Foam wash · pending', link: '/main/service-details/41' },
        { kind: 'request', id: 42, title: 'SR-000042 · MH12CD5678', subtitle: 'Arjun Rao · Interior detailing · completed', link: '/main/service-details/42' },
      ],
    },
    { kind: 'worker', label: 'Workers', has_more: false, items: [{ kind: 'worker', id: 3, title: 'Mahesh Patil', subtitle: '9812000003 · Sparkle Auto Care', link: '/main/adminprofile/1' }] },
  ],
};

function renderSearch(userType: UserType = 'super_admin') {
  const auth = { currentUser: testAdmin({ user_type: userType }), token: 'access', r_token: 'refresh', error: null, loading: false };
  return renderWithProviders(<SearchSection />, { path: '/main', preloadedState: { auth } });
}

const realField = () => screen.queryAllByRole('combobox', { name: 'Search' }).find((box) => box.getAttribute('aria-autocomplete') === 'list');

/** The header's search field, reached for with the pointer: a look-alike stands in until then (SearchSection). */
async function searchField() {
  if (!realField()) await userEvent.hover(screen.getAllByRole('combobox', { name: 'Search' })[0]!);
  await waitFor(() => expect(realField()).toBeDefined());
  return realField()!;
}

const searchCalls = (seen: SeenRequest[]) => seen.filter((request) => request.url === '/api/v1/search');

afterEach(restoreApi);

// The search field's code loads once the page is idle (a look-alike stands in meanwhile); jsdom on a
// busy machine takes seconds to import it.
beforeAll(async () => {
  await import('./SearchField');
}, 60_000);

describe('header search', () => {
  it('shows a look-alike until the field is reached for: a keystroke typed into it and its focus carry over', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = fakeApi((request) => (request.url === '/api/v1/search' ? { status: 200, data: answer } : undefined));
    renderSearch();
    const standIn = screen.getAllByRole('combobox', { name: 'Search' })[0]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Not drawn without a reach: no filter button, no Autocomplete.
    expect(realField()).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Search filters' })).toBeNull();
    standIn.focus();
    await user.keyboard('mh');
    await waitFor(() => expect(realField()).toBeDefined());
    const field = realField()!;
    expect(field).toHaveFocus();
    await user.keyboard('12');
    expect(field).toHaveValue('mh12');
    await waitFor(() => expect(searchCalls(seen).at(-1)?.params).toEqual({ q: 'mh12', kinds: 'request,concern,worker,workshop,society' }));
  });

  it('asks nothing before two characters, then shows matches grouped by kind', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = fakeApi((request) => (request.url === '/api/v1/search' ? { status: 200, data: answer } : undefined));
    renderSearch();
    const box = await searchField();
    await user.type(box, 'm');
    expect(await screen.findByText('Type at least 2 characters')).toBeInTheDocument();
    await user.type(box, 'h12');
    expect(await screen.findByText('Requests')).toBeInTheDocument();
    expect(screen.getByText('Workers')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('SR-000041'),
      expect.stringContaining('SR-000042'),
      expect.stringContaining('Mahesh Patil'),
    ]);
    expect(searchCalls(seen).at(-1)!.params).toEqual({ q: 'mh12', kinds: 'request,concern,worker,workshop,society' });
    expect(searchCalls(seen).every((call) => String(call.params.q).length >= 2)).toBe(true);
  });

  it('moves with the arrow keys and opens the highlighted match on Enter', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi((request) => (request.url === '/api/v1/search' ? { status: 200, data: answer } : undefined));
    renderSearch();
    const box = await searchField();
    await user.type(box, 'mh12');
    await screen.findByText('Requests');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/main/service-details/42');
  });

  it('limits the kinds searched to those the filter keeps, and only offers the role’s kinds', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = fakeApi((request) => (request.url === '/api/v1/search' ? { status: 200, data: { q: 'ravi', groups: [] } } : undefined));
    renderSearch('workshop_admin');
    await searchField();
    await user.click((await screen.findAllByRole('button', { name: 'Search filters' }))[0]!);
    const filters = await screen.findByRole('dialog', { name: 'Search filters' });
    expect(Array.from(filters.querySelectorAll('label')).map((label) => label.textContent)).toEqual(['Requests', 'Concerns', 'Workers']);
    await user.click(screen.getByRole('checkbox', { name: 'Requests' }));
    await user.click(screen.getByRole('checkbox', { name: 'Concerns' }));
    // The last kind left cannot be unticked.
    expect(screen.getByRole('checkbox', { name: 'Workers' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.type(await searchField(), 'ravi');
    await waitFor(() => expect(searchCalls(seen).at(-1)?.params).toEqual({ q: 'ravi', kinds: 'worker' }));
    expect(await screen.findByText('No matches')).toBeInTheDocument();
  });

  it('floats the results on a raised surface, so they stand out from the page', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi((request) => (request.url === '/api/v1/search' ? { status: 200, data: answer } : undefined));
    renderSearch();
    await user.type(await searchField(), 'mh12');
    const surface = (await screen.findByRole('listbox', { name: 'Search' })).closest('.MuiPaper-root');
    expect(surface).toHaveClass('MuiPaper-elevation8');
  });

  it('on a phone shows the results, and "No matches", inside the search popup under its field', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi((request) => (request.url === '/api/v1/search' ? { status: 200, data: { q: 'zzqq', groups: [] } } : undefined));
    renderSearch();
    await user.click(screen.getByRole('button', { name: /^Search$/ }));
    const popup = await screen.findByRole('dialog', { name: 'Search' });
    await user.type(within(popup).getByRole('combobox', { name: 'Search' }), 'zzqq');
    expect(await within(popup).findByText('No matches')).toBeInTheDocument();
  });
});
