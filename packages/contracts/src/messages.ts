/** Every text of the spec's error catalogue (§8) and the auth calls (§7), defined once. */
export const MESSAGES = {
  phoneRequired: 'Please enter your phone number.',
  otpSentToast: 'OTP sent to your phone.',
  loginSuccess: 'Login successful!',
  sendOtpFailed: 'Failed to send OTP',
  verifyOtpFailed: 'OTP verification failed',
  otpIncomplete: 'Please enter the 6-digit OTP.',
  otpSendFailedInternal: 'OTP send failed',
  invalidOtp: 'Invalid OTP',
  noRefreshToken: 'No refresh token available',
  menuItemsError: 'Menu Items Error',
  /** The send-otp call's success message; the console compares against it to the letter. */
  otpSentServer: 'OTP sent successfully',
  notFoundTitle: 'Page Not Found',
  notFoundText:
    "The page you're looking for might have been removed, had its name changed, or is temporarily unavailable.",
  returnToDashboard: 'Return to Dashboard',
  confirmLogoutTitle: 'Confirm Logout',
  confirmLogoutText: 'Are you sure you want to logout?',
} as const;
