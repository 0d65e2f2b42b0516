import { API_PATHS, MESSAGES, type Admin, type Language, type VerifyOtpResponse } from '@carcare/contracts';
import { httpClient } from '../../api/httpClient';

/** The spec's auth calls (§7). Plain functions: the sign-in page reads status and message itself. */
export function sendOtp(phone: string) {
  return httpClient.post<{ message: string }>(API_PATHS.sendOtp, { phone });
}

/**
 * Whether the send-otp call's answer says a code was sent: its message, to the letter (§7). Here
 * rather than on the sign-in page, which would otherwise load the whole message catalogue for it.
 */
export function otpWasSent(response: { data?: { message?: string } }): boolean {
  return response.data?.message === MESSAGES.otpSentServer;
}

export function verifyOtp(phone: string, otp: string) {
  return httpClient.post<VerifyOtpResponse>(API_PATHS.verifyOtp, { phone, otp });
}

/** Revokes the refresh-token family on the server. */
export function revokeSession(refresh: string) {
  return httpClient.post<{ message: string }>(API_PATHS.logout, { refresh });
}

/** Saves the signed-in admin's language on the server, so it follows them to another device. */
export function saveLanguage(language: Language) {
  return httpClient.request<Admin>({ url: API_PATHS.meLanguage, method: 'PUT', data: { language } });
}
