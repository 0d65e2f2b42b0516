import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updateMeBodySchema, type Admin } from '@carcare/contracts';
import { setHttpTransport } from '../../api/httpClient';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { testAdmin } from '../../app/testing/testAdmin';
import ProfilePage from './ProfilePage';
import { validationFailed } from '../../app/testing/apiAnswers';
import { translatorFor } from '../../i18n/catalogue';
import { changeLanguage } from '../../i18n/languageStore';
import { profileCatalogue, validationMessage } from './profileTexts';

let requests: { method: string; url: string; body: unknown }[] = [];

const DAY = { open: '09:00', close: '18:00' };
/** A workshop admin's profile also shows its workshop's hours. */
const WORKING_HOURS = { weekly: [DAY, DAY, DAY, DAY, DAY, null, null], holidays: [], travel_buffer_minutes: 0, late_after_minutes: 15, needs_review: false, version: 2 };

/** Serves GET/PATCH /api/v1/me from `current`; `patch` decides the PATCH answer. */
function serveMe(current: Admin, patch: (body: Record<string, unknown>) => { status: number; data: unknown } = (body) => ({ status: 200, data: { ...current, ...body, version: current.version + 1 } })) {
  setHttpTransport(async ({ method, url, body: sent }) => {
    const body = typeof sent === 'string' ? (JSON.parse(sent) as Record<string, unknown>) : {};
    requests.push({ method, url, body });
    if (url.endsWith('/working-hours')) return { status: 200, data: WORKING_HOURS };
    return method === 'PATCH' ? patch(body) : { status: 200, data: current };
  });
}

function renderProfile(admin: Admin) {
  return renderWithProviders(<ProfilePage />, {
    path: '/workshop/profile',
    preloadedState: { auth: { currentUser: admin, token: 'access', r_token: 'refresh', error: null, loading: false } },
  });
}

const patches = () => requests.filter((request) => request.method === 'PATCH');

afterEach(() => {
  setHttpTransport();
  requests = [];
});

describe('ProfilePage', () => {
  it('shows a workshop admin its workshop’s working hours, and a super admin none', async () => {
    serveMe(testAdmin({ workshop_id: 5 }));
    const view = renderProfile(testAdmin({ workshop_id: 5 }));
    const week = await screen.findByLabelText('Hours of each weekday', {}, { timeout: 8000 });
    expect(week).toHaveTextContent('Monday09:00–18:00');
    expect(week).toHaveTextContent('SaturdayClosed');
    expect(requests.some((request) => request.url === '/api/v1/workshops/5/working-hours')).toBe(true);
    view.unmount();

    requests = [];
    const superAdmin = testAdmin({ user_type: 'super_admin', workshop_id: null });
    serveMe(superAdmin);
    renderProfile(superAdmin);
    expect((await screen.findAllByText('Super Admin', {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(screen.queryByText('Working hours')).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/working-hours'))).toBe(false);
  });

  it('shows a skeleton while loading, then the admin with the readable role', async () => {
    const admin = testAdmin();
    serveMe(admin);
    renderProfile(admin);
    expect(screen.getByLabelText('Loading profile')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getAllByText('Workshop Admin').length).toBeGreaterThan(0);
    expect(screen.getAllByText('9000000002').length).toBeGreaterThan(0);
    expect(screen.getByText('#1')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.com');
  });

  it('refuses a too short name and a bad email with field messages, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const admin = testAdmin();
    serveMe(admin);
    renderProfile(admin);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'A');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(patches()).toHaveLength(0);
  });

  it('saves name and email with the version, confirms, and updates the signed-in user', async () => {
    const user = userEvent.setup({ delay: null });
    const admin = testAdmin();
    serveMe(admin);
    const { store } = renderProfile(admin);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Imran Qureshi');
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(patches()[0]!.body).toEqual({ name: 'Imran Qureshi', email: null, version: 3 });
    await waitFor(() => expect(store.getState().auth.currentUser).toMatchObject({ name: 'Imran Qureshi', version: 4 }));
    expect(JSON.parse(localStorage.getItem('authState')!).currentUser.name).toBe('Imran Qureshi');
  });

  it('on a stale version (409) offers to reload the latest copy', async () => {
    const user = userEvent.setup({ delay: null });
    const admin = testAdmin();
    serveMe(admin, () => ({ status: 409, data: { message: 'Stale version', code: 'STALE_VERSION' } }));
    renderProfile(admin);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/changed elsewhere/)).toBeInTheDocument();
    const getsBefore = requests.filter((request) => request.method === 'GET').length;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET').length).toBe(getsBefore + 1));
    expect(screen.queryByText(/changed elsewhere/)).not.toBeInTheDocument();
  });

  it('shows the server field messages of a 400 beside the fields', async () => {
    const user = userEvent.setup({ delay: null });
    const admin = testAdmin();
    serveMe(admin, () => validationFailed({ email: 'Email already used' }));
    renderProfile(admin);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Email already used')).toBeInTheDocument();
  });

  it("knows every message of the profile schema, word for word in English", () => {
    const english = translatorFor(profileCatalogue, 'en');
    const tooShort = updateMeBodySchema.safeParse({ name: 'A', email: 'nope' });
    const tooLong = updateMeBodySchema.safeParse({ name: 'x'.repeat(81), email: `${'a'.repeat(250)}@example.com` });
    const messages = [...(tooShort.error?.issues ?? []), ...(tooLong.error?.issues ?? [])].map((issue) => issue.message);
    expect(messages).toHaveLength(4);
    for (const message of messages) {
      expect(Object.entries(profileCatalogue.english).some(([key, text]) => key.startsWith('validation.') && text === message), message).toBe(true);
      expect(validationMessage(english, message)).toBe(message);
    }
  });

  it('speaks Hindi when Hindi is shown, validation messages included', async () => {
    await changeLanguage('hi');
    const admin = testAdmin({ name: 'Asha Rao', email: 'asha@example.com' });
    serveMe(admin);
    renderProfile(admin);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'नाम' });
    expect(screen.getAllByText('वर्कशॉप एडमिन').length).toBeGreaterThan(0);
    await user.clear(name);
    await user.type(name, 'A');
    await user.click(screen.getByRole('button', { name: 'बदलाव सहेजें' }));
    expect(await screen.findByText('नाम कम से कम 2 अक्षरों का होना चाहिए')).toBeInTheDocument();
    expect(patches()).toHaveLength(0);
  });
});
