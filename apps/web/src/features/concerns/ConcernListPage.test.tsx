import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { UserConcern } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { pickOption } from '../../app/testing/listInteractions';
import { SUPER_ADMIN, WORKSHOP_ADMIN } from '../../app/testing/testAdmin';
import { fakeApi, restoreApi, type FakeAnswer, type Handler, type SeenRequest } from '../../app/testing/fakeApi';
import { renderOverApi } from '../../test/renderOverApi';
import { SuperAdminConcernListPage, WorkshopConcernListPage } from './ConcernListPage';
import { testConcern, testConcernDetails } from './testing/samples';
import { validationFailed } from '../../app/testing/apiAnswers';
import { changeLanguage } from '../../i18n/languageStore';
import { translatorFor } from '../../i18n/catalogue';
import { concernCatalogue, concernTotal } from './concernTexts';

/** The list page plus the location it keeps, so tests can read the URL. */
function WithLocation({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  return (
    <>
      {children}
      <output data-testid="location">{location.pathname + location.search}</output>
    </>
  );
}

function answers(rows: UserConcern[], onPost?: (request: SeenRequest) => FakeAnswer): Handler {
  return (request) => {
    if (request.method === 'POST' && request.url === '/api/v1/concerns') return onPost?.(request);
    if (request.method !== 'GET') return undefined;
    if (request.url === '/api/v1/concerns') return { status: 200, data: { data: rows, page: 1, page_size: 25, total: rows.length } };
    if (request.url === '/api/v1/workshops/options') return { status: 200, data: { data: [{ id: 1, name: 'Sparkle Auto Care' }, { id: 2, name: 'Shine Garage' }] } };
    return undefined;
  };
}

const location = () => new URL(`http://x${screen.getByTestId('location').textContent ?? ''}`);
const listCalls = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'GET' && request.url === '/api/v1/concerns');

afterEach(restoreApi);

describe('User concerns list', () => {
  it('keeps status, priority, category, dates, workshop and search in the URL and sends them to the API', async () => {
    const { user, seen } = renderOverApi(
      <WithLocation>
        <SuperAdminConcernListPage />
      </WithLocation>,
      { path: '/main/userconcerns', admin: SUPER_ADMIN },
      answers([testConcern()]),
    );
    await waitFor(() => expect(listCalls(seen)).toHaveLength(1));
    expect(listCalls(seen)[0]!.params).toEqual({ sort: '-created_at', page: 1, page_size: 25 });

    await pickOption(user, 'Status', 'In progress');
    await pickOption(user, 'Priority', 'Urgent');
    await pickOption(user, 'Category', 'Payment');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/11/2026' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '30/11/2026' } });
    await pickOption(user, 'Workshop', 'Shine Garage');
    await user.type(screen.getByRole('textbox', { name: 'Search code, phone, name or subject' }), 'UC-0001{Enter}');

    const expected = { status: 'in_progress', priority: 'urgent', category: 'payment', from: '2026-11-01', to: '2026-11-30', workshop_id: '2', q: 'UC-0001' };
    await waitFor(() => expect(Object.fromEntries(location().searchParams)).toEqual(expected));
    await waitFor(() => expect(listCalls(seen).at(-1)!.params).toEqual({ ...expected, sort: '-created_at', page: 1, page_size: 25 }));
  });

  it('shows status and priority chips, and a row opens the concern', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(answers([testConcern({ id: 9, code: 'UC-000009', status: 'resolved', priority: 'urgent' })]));
    renderWithProviders(
      <WithLocation>
        <WorkshopConcernListPage />
      </WithLocation>,
      { path: '/workshop/userconcerns', admin: WORKSHOP_ADMIN},
    );
    const cell = await screen.findByRole('gridcell', { name: 'UC-000009' }, { timeout: 10_000 });
    const row = cell.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Resolved')).toBeInTheDocument();
    expect(within(row).getByText('Urgent')).toBeInTheDocument();
    // A workshop admin sees no workshop filter or column.
    expect(screen.queryByRole('combobox', { name: 'Workshop' })).not.toBeInTheDocument();
    await user.click(cell);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/workshop/userconcerns/9'));
  });

  it('says so when nothing matches the filters and offers to clear them', async () => {
    fakeApi(answers([]));
    renderWithProviders(
      <WithLocation>
        <WorkshopConcernListPage />
      </WithLocation>,
      { path: '/workshop/userconcerns?status=closed', routePath: '/workshop/userconcerns', admin: WORKSHOP_ADMIN },
    );
    expect(await screen.findByText('No concerns match these filters.', {}, { timeout: 10_000 })).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.setup({ delay: null }).click(clear[clear.length - 1]!);
    await waitFor(() => expect(location().searchParams.has('status')).toBe(false));
  });

  it('logs a phone concern: client checks name the fields, the server’s field errors land on them, success opens the new concern', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: FakeAnswer = validationFailed({ request_code: 'No request with this code in your scope' }, 'No request with this code in your scope');
    const seen = fakeApi(answers([], () => answer));
    renderWithProviders(
      <WithLocation>
        <WorkshopConcernListPage />
      </WithLocation>,
      { path: '/workshop/userconcerns', admin: WORKSHOP_ADMIN },
    );
    await user.click(await screen.findByRole('button', { name: 'Log concern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log a concern received by phone' });
    await user.click(within(dialog).getByRole('button', { name: 'Log concern' }));
    expect(await within(dialog).findByText('Customer name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a category')).toBeInTheDocument();
    expect(within(dialog).getByText('Subject is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Customer name' }), 'Aditi Sharma');
    await user.type(within(dialog).getByRole('textbox', { name: 'Customer phone' }), '98123 45678');
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Damage' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Dent on the door');
    await user.type(within(dialog).getByRole('textbox', { name: 'What the customer said' }), 'A dent after the wash.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Related request (optional)' }), 'SR-000099');
    await user.click(within(dialog).getByRole('button', { name: 'Log concern' }));
    expect(await within(dialog).findByText('No request with this code in your scope')).toBeInTheDocument();
    const posts = seen.filter((request) => request.method === 'POST');
    expect(posts[0]!.body).toEqual({ customer_name: 'Aditi Sharma', customer_phone: '9812345678', category: 'damage', priority: 'medium', subject: 'Dent on the door', description: 'A dent after the wash.', request_code: 'SR-000099' });

    answer = { status: 201, data: testConcernDetails({ id: 41, code: 'UC-000041', channel: 'phone' }) };
    await user.clear(within(dialog).getByRole('textbox', { name: 'Related request (optional)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Log concern' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/workshop/userconcerns/41'));
    expect(seen.filter((request) => request.method === 'POST').at(-1)!.body).not.toHaveProperty('request_code');
  });

  it('says its totals as before in English, and in Hindi with Hindi plurals', async () => {
    const english = translatorFor(concernCatalogue, 'en');
    expect([concernTotal(english, 1), concernTotal(english, 360), concernTotal(english, 123456), concernTotal(english, 1_234_567, true)]).toEqual(['1 concern', '360 concerns', '1,23,456 concerns', 'About 1.2 M concerns']);
    await concernCatalogue.loadHindi();
    const hindi = translatorFor(concernCatalogue, 'hi');
    expect([concernTotal(hindi, 1), concernTotal(hindi, 360)]).toEqual(['1 शिकायत', '360 शिकायतें']);
  });

  it('speaks Hindi when Hindi is shown: chips, the dialog and its field messages', async () => {
    await changeLanguage('hi');
    const user = userEvent.setup({ delay: null });
    fakeApi(answers([testConcern({ id: 9, code: 'UC-000009', status: 'resolved', priority: 'urgent' })]));
    renderWithProviders(<WorkshopConcernListPage />, { path: '/workshop/userconcerns', admin: WORKSHOP_ADMIN });
    const cell = await screen.findByRole('gridcell', { name: 'UC-000009' }, { timeout: 10_000 });
    const row = cell.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('हल हो गई')).toBeInTheDocument();
    expect(within(row).getByText('तुरंत')).toBeInTheDocument();
    expect(screen.getByText('1 शिकायत')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'शिकायत दर्ज करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'फ़ोन पर मिली शिकायत दर्ज करें' });
    await user.type(within(dialog).getByRole('textbox', { name: 'ग्राहक का फ़ोन' }), '98123');
    await user.click(within(dialog).getByRole('button', { name: 'शिकायत दर्ज करें' }));
    expect(await within(dialog).findByText('ग्राहक का नाम ज़रूरी है')).toBeInTheDocument();
    expect(within(dialog).getByText('श्रेणी चुनें')).toBeInTheDocument();
    expect(within(dialog).getByText('फ़ोन नंबर ठीक 10 अंकों का होना चाहिए')).toBeInTheDocument();
  });
});
