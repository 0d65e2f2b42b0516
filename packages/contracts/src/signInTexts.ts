import { OTP_LENGTH } from './limits';

/** Texts of the sign-in card: the spec's (§2) to the letter, plus the console's own helper texts. */
export const SIGN_IN_TEXTS = {
  productName: 'Carcare Partner Console',
  title: 'Sign In',
  hint: 'Enter your Phone to get OTP.',
  phonePlaceholder: 'Enter Your Mobile Number',
  phoneLabel: 'Mobile number',
  getOtp: 'GET OTP',
  verifyOtp: 'Verify OTP',
  otpGroupLabel: 'One-time code',
  otpDigitLabel: (position: number) => `Digit ${position}`,
  codeSentTo: (phone: string) => `Enter the ${OTP_LENGTH}-digit code sent to ${phone}.`,
  changeNumber: 'Change number',
  resendOtp: 'Resend OTP',
  resendIn: (seconds: number) => `Resend OTP in ${seconds}s`,
} as const;

/** A new code may be requested this long after the previous one (DESIGN §5). */
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
