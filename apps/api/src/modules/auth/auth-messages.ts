import { MESSAGES } from '@carcare/contracts';

/** Texts the auth endpoints answer with; the console shows a failure's `message` as is. */
export const AUTH_MESSAGES = {
  otpSent: MESSAGES.otpSentServer,
  loginSuccess: 'Login successful',
  loggedOut: 'Logged out',
  invalidOtp: MESSAGES.invalidOtp,
  otpExpired: 'OTP has expired, request a new one',
  otpLocked: 'Too many wrong attempts, request a new OTP',
  resendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP`,
  tooManyOtpRequests: 'Too many OTP requests, try again later',
  invalidRefresh: 'Invalid or expired refresh token',
  refreshReused: 'This session has been revoked, please sign in again',
  sessionExpired: 'Session expired, please sign in again',
  sessionEnded: 'Your session has ended, please sign in again',
  accountDisabled: 'Account disabled',
  authRequired: 'Authentication required',
  invalidAccess: 'Invalid access token',
  accessExpired: 'Access token expired',
  smsFailed: 'Could not send the OTP by SMS, please try again',
} as const;

/** Logs show enough of a phone to follow an incident, not the whole number. */
export function maskPhone(phone: string): string {
  return phone.length >= 4 ? `${phone.slice(0, 2)}******${phone.slice(-2)}` : '***';
}
