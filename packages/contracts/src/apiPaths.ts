/** HTTP paths both sides use: the spec's three auth calls (§7) to the letter, plus the console's own. */
export const API_PATHS = {
  sendOtp: '/admins/auth/admin/send-otp/',
  verifyOtp: '/admins/auth/admin/verify-otp/',
  tokenRefresh: '/api/token/refresh/',
  logout: '/admins/auth/admin/logout/',
  me: '/api/v1/me',
  meLanguage: '/api/v1/me/language',
} as const;

/** Calls that must never trigger a token refresh: they are how a session is obtained or ended. */
export const SESSION_PATHS: readonly string[] = [API_PATHS.sendOtp, API_PATHS.verifyOtp, API_PATHS.tokenRefresh, API_PATHS.logout];
