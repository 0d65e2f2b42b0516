import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type HttpResponse } from '../../api/httpClient';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { testAdmin } from '../../app/testing/testAdmin';
import SignInPage from './SignInPage';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languageStore';
import { saveLanguage, sendOtp, verifyOtp } from './authApi';
import type * as AuthApi from './authApi';

vi.mock('./authApi', async (importOriginal) => {
  const original = await importOriginal<typeof AuthApi>();
  return { ...original, sendOtp: vi.fn(), verifyOtp: vi.fn(), revokeSession: vi.fn(), saveLanguage: vi.fn() };
});

const sendOtpMock = vi.mocked(sendOtp);
const saveLanguageMock = vi.mocked(saveLanguage);
const verifyOtpMock = vi.mocked(verifyOtp);

function ok<T>(data: T, status = 200) {
  return { status, data, headers: {} } satisfies HttpResponse<T>;
}

function httpError(status: number, data: unknown) {
  return new HttpError(`Request failed with status code ${status}`, { status, data, headers: {} });
}

const digitBox = (position: number) => screen.getByRole('textbox', { name: `Digit ${position}` });

async function reachOtpStep(user: ReturnType<typeof userEvent.setup>, phone = '9000000003') {
  sendOtpMock.mockResolvedValueOnce(ok({ message: 'OTP sent successfully' }));
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), phone);
  await user.click(screen.getByRole('button', { name: 'GET OTP' }));
  await screen.findByRole('textbox', { name: 'Digit 1' });
}

/** The page, rendered and taken to its code step (the code sent to `phone`). */
async function renderAtOtpStep(phone?: string) {
  const user = userEvent.setup();
  const rendered = renderWithProviders(<SignInPage />);
  await reachOtpStep(user, phone);
  return { user, ...rendered };
}

beforeEach(() => {
  sendOtpMock.mockReset();
  verifyOtpMock.mockReset();
  saveLanguageMock.mockReset();
});

describe('SignInPage after a session ended', () => {
  it('says why, until the admin asks for a new code', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SignInPage />, {
      preloadedState: { auth: { currentUser: null, token: null, r_token: null, error: 'Session expired, please sign in again', loading: false } },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired, please sign in again');
    await reachOtpStep(user);
    expect(screen.queryByText('Session expired, please sign in again')).not.toBeInTheDocument();
  });

  it('shows nothing of the kind on an ordinary visit', () => {
    renderWithProviders(<SignInPage />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('SignInPage step 1: phone', () => {
  it('shows the card texts of the spec', () => {
    renderWithProviders(<SignInPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText('Enter your Phone to get OTP.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter Your Mobile Number')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'GET OTP' })).toBeEnabled();
  });

  it('keeps digits only and at most 10 of them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInPage />);
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.type(phone, '+91 98a76-543210999');
    expect(phone).toHaveValue('9198765432');
  });

  it('refuses an empty phone with the spec message and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInPage />);
    await user.click(screen.getByRole('button', { name: 'GET OTP' }));
    expect(await screen.findByText('Please enter your phone number.')).toBeInTheDocument();
    expect(sendOtpMock).not.toHaveBeenCalled();
  });

  it('on "OTP sent successfully" says so, shows six boxes and focuses the first', async () => {
    await renderAtOtpStep();
    expect(sendOtpMock).toHaveBeenCalledWith('9000000003');
    expect(await screen.findByText('OTP sent to your phone.')).toBeInTheDocument();
    for (let position = 1; position <= 6; position += 1) expect(digitBox(position)).toHaveAttribute('inputmode', 'numeric');
    expect(digitBox(1)).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(digitBox(1)).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
  });

  it('shows the server message of a failed send, or "Failed to send OTP" without one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInPage />);
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9000000001');
    sendOtpMock.mockRejectedValueOnce(httpError(429, { message: 'Too many codes requested', code: 'RATE_LIMITED' }));
    await user.click(screen.getByRole('button', { name: 'GET OTP' }));
    expect(await screen.findByText('Too many codes requested')).toBeInTheDocument();

    sendOtpMock.mockRejectedValueOnce(new HttpError('Network Error'));
    await user.click(screen.getByRole('button', { name: 'GET OTP' }));
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Digit 1' })).not.toBeInTheDocument();
  });
});

describe('SignInPage step 2: OTP', () => {
  it('moves focus forward on a digit, ignores non-digits and moves back on Backspace in an empty box', async () => {
    const { user } = await renderAtOtpStep();
    await user.click(digitBox(1));
    await user.keyboard('1');
    expect(digitBox(1)).toHaveValue('1');
    expect(digitBox(2)).toHaveFocus();
    await user.keyboard('x');
    expect(digitBox(2)).toHaveValue('');
    expect(digitBox(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(digitBox(1)).toHaveFocus();
  });

  it('keeps one digit per box: typing into a filled box replaces its digit', async () => {
    const { user } = await renderAtOtpStep();
    await user.click(digitBox(3));
    await user.keyboard('4');
    await user.click(digitBox(3));
    await user.keyboard('7');
    expect(digitBox(3)).toHaveValue('7');
  });

  it('fills all six boxes from a pasted code', async () => {
    const { user } = await renderAtOtpStep();
    await user.click(digitBox(1));
    await user.paste('Your code: 482 913');
    expect([1, 2, 3, 4, 5, 6].map((position) => (digitBox(position) as HTMLInputElement).value).join('')).toBe('482913');
  });

  it('refuses an incomplete code with the spec message', async () => {
    const { user } = await renderAtOtpStep();
    await user.click(digitBox(1));
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Please enter the 6-digit OTP.')).toBeInTheDocument();
    expect(verifyOtpMock).not.toHaveBeenCalled();
  });

  it.each([
    ['society_manager', '/society'],
    ['workshop_admin', '/workshop'],
    ['super_admin', '/main'],
  ] as const)('signs a %s in, says "Login successful!" and redirects to %s', async (userType, home) => {
    const { user, store } = await renderAtOtpStep();
    const admin = testAdmin({ user_type: userType });
    verifyOtpMock.mockResolvedValueOnce(ok({ message: 'Login successful', data: { admin, access: 'acc', refresh: 'ref' } }));
    await user.click(digitBox(1));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(home);
    expect(verifyOtpMock).toHaveBeenCalledWith('9000000003', '123456');
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ currentUser: admin, token: 'acc', r_token: 'ref', loading: false, error: null });
    expect(JSON.parse(localStorage.getItem('authState')!)).toMatchObject({ token: 'acc', r_token: 'ref' });
  });

  it('sends an unknown role to /unauthorized', async () => {
    const { user } = await renderAtOtpStep();
    const admin = { ...testAdmin(), user_type: 'cashier' as never };
    verifyOtpMock.mockResolvedValueOnce(ok({ message: 'Login successful', data: { admin, access: 'acc', refresh: 'ref' } }));
    await user.click(digitBox(1));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/unauthorized');
  });

  it('shows the server message of a failed verify, or "OTP verification failed" without one, and stays', async () => {
    const { user, store } = await renderAtOtpStep();
    await user.click(digitBox(1));
    await user.paste('000000');
    verifyOtpMock.mockRejectedValueOnce(httpError(400, { message: 'Invalid OTP', code: 'INVALID_OTP' }));
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ error: 'Invalid OTP', loading: false, token: null });

    verifyOtpMock.mockRejectedValueOnce(new HttpError('Network Error'));
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP verification failed')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('"Change number" returns to the phone step with the number kept', async () => {
    const { user } = await renderAtOtpStep('9000000002');
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('9000000002');
  });
});

describe('SignInPage in Hindi', () => {
  async function typeCode(user: ReturnType<typeof userEvent.setup>) {
    // The code step shows once the send call has answered: wait for it, as reachOtpStep does.
    await screen.findByRole('textbox', { name: 'अंक 1' });
    for (let position = 1; position <= 6; position += 1) await user.type(screen.getByRole('textbox', { name: `अंक ${position}` }), String(position));
  }

  it('switches the page to Hindi and back, sets <html lang> and remembers the choice in this browser', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SignInPage />);
    const switcher = screen.getByRole('group', { name: 'Language' });
    expect(within(switcher).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(switcher).getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'साइन इन करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OTP पाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('says in Hindi that the session ended, where English gives the server’s reason', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SignInPage />, {
      preloadedState: { auth: { currentUser: null, token: null, r_token: null, error: 'Session expired, please sign in again', loading: false } },
    });
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('आपका सेशन खत्म हो गया है। फिर से साइन इन करें।');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired, please sign in again');
  });

  it('says a refused code in Hindi by the server’s code, not its English message', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SignInPage />);
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    sendOtpMock.mockResolvedValueOnce(ok({ message: 'OTP sent successfully' }));
    await user.type(await screen.findByRole('textbox', { name: 'मोबाइल नंबर' }), '9000000003');
    await user.click(screen.getByRole('button', { name: 'OTP पाएँ' }));
    expect(await screen.findByText('OTP आपके फ़ोन पर भेज दिया गया है।')).toBeInTheDocument();
    verifyOtpMock.mockRejectedValueOnce(httpError(400, { message: 'Invalid OTP', code: 'INVALID_OTP' }));
    await typeCode(user);
    await user.click(screen.getByRole('button', { name: 'OTP जाँचें' }));
    expect(await screen.findByText('OTP गलत है')).toBeInTheDocument();
    expect(screen.queryByText('Invalid OTP')).not.toBeInTheDocument();
  });

  it('saves a language picked on the page on the admin at sign-in, and keeps showing it', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderWithProviders(<SignInPage />);
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    sendOtpMock.mockResolvedValueOnce(ok({ message: 'OTP sent successfully' }));
    await user.type(await screen.findByRole('textbox', { name: 'मोबाइल नंबर' }), '9000000003');
    await user.click(screen.getByRole('button', { name: 'OTP पाएँ' }));
    const admin = testAdmin({ user_type: 'society_manager', language: 'en' });
    verifyOtpMock.mockResolvedValueOnce(ok({ message: 'Login successful', data: { access: 'a', refresh: 'r', admin } }));
    saveLanguageMock.mockResolvedValueOnce(ok({ ...admin, language: 'hi' as const }));
    await typeCode(user);
    await user.click(screen.getByRole('button', { name: 'OTP जाँचें' }));
    await waitFor(() => expect(saveLanguageMock).toHaveBeenCalledWith('hi'));
    await waitFor(() => expect(store.getState().auth.currentUser?.language).toBe('hi'));
    expect(document.documentElement.lang).toBe('hi');
  });

  it('shows the admin’s own language after sign-in when none was picked on the page', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SignInPage />);
    await reachOtpStep(user);
    verifyOtpMock.mockResolvedValueOnce(ok({ message: 'Login successful', data: { access: 'a', refresh: 'r', admin: testAdmin({ user_type: 'super_admin', language: 'hi' }) } }));
    for (let position = 1; position <= 6; position += 1) await user.type(digitBox(position), String(position));
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    expect(saveLanguageMock).not.toHaveBeenCalled();
    expect(await screen.findByText('आप साइन इन हो गए हैं!')).toBeInTheDocument();
  });
});
