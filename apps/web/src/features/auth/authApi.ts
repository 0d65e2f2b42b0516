import { API_PATHS, type Admin, type Language, type VerifyOtpResponse } from '@carcare/contracts';
import { httpClient } from '../../api/httpClient';

/** The spec's auth calls (§7). Plain functions: the sign-in page reads status and message itself. */
export function sendOtp(phone: string) {
  return httpClient.post<{ message: string }>(API_PATHS.sendOtp, { phone });
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
