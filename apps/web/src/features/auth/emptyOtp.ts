import { OTP_LENGTH } from '@carcare/contracts';

/** An empty code: OTP_LENGTH blank boxes. */
export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');
