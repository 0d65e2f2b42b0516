import { z } from 'zod';
import { DB_INTEGER_MAX, DB_INTEGER_MIN, EMAIL_MAX_LENGTH, OTP_LENGTH, PHONE_MAX_DIGITS, REFRESH_TOKEN_MAX_LENGTH } from './limits';
import { normalizePhoneInput, PHONE_INPUT_MAX_LENGTH } from './phone';
import { LANGUAGES } from './language';
import { USER_TYPES } from './roles';
import { trimInvisible } from './plain/common';

/** The 10-digit mobile number; "+91 90000 00001", "919000000001" or "09000000001" are read as 9000000001. */
export const phoneSchema = z
  .string({ error: 'Phone is required' })
  .max(PHONE_INPUT_MAX_LENGTH, { error: `Phone must be exactly ${PHONE_MAX_DIGITS} digits` })
  .overwrite(normalizePhoneInput)
  .regex(new RegExp(`^\\d{${PHONE_MAX_DIGITS}}$`), { error: `Phone must be exactly ${PHONE_MAX_DIGITS} digits` });

export const otpSchema = z
  .string({ error: 'OTP is required' })
  .max(OTP_LENGTH, { error: `OTP must be exactly ${OTP_LENGTH} digits` })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: `OTP must be exactly ${OTP_LENGTH} digits` });

export const sendOtpBodySchema = z.object({ phone: phoneSchema });
export type SendOtpBody = z.infer<typeof sendOtpBodySchema>;

export const sendOtpResponseSchema = z.object({ message: z.string() });

export const verifyOtpBodySchema = z.object({ phone: phoneSchema, otp: otpSchema });
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const languageSchema = z.enum(LANGUAGES, { error: "Language must be 'en' or 'hi'" });

/** Body of PUT /api/v1/me/language: the signed-in admin's own language. */
export const updateLanguageBodySchema = z.object({ language: languageSchema });
export type UpdateLanguageBody = z.infer<typeof updateLanguageBodySchema>;

export const adminStatusSchema = z.enum(['active', 'disabled']);
export const userTypeSchema = z.enum(USER_TYPES);

/** The admin object, the same shape wherever it appears (DESIGN §2). */
export const adminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  user_type: userTypeSchema,
  workshop_id: z.number().int().nullable(),
  society_id: z.number().int().nullable(),
  status: adminStatusSchema,
  avatar_url: z.string().nullable(),
  last_login_at: z.string().nullable(),
  /** The console's and the SMS texts' language for this admin. */
  language: languageSchema,
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type Admin = z.infer<typeof adminSchema>;

export const loginDataSchema = z.object({ admin: adminSchema, access: z.string(), refresh: z.string() });
export type LoginData = z.infer<typeof loginDataSchema>;

export const verifyOtpResponseSchema = z.object({ message: z.string(), data: loginDataSchema });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

const refreshTokenField = z
  .string()
  .min(1, { error: 'refresh is required' })
  .max(REFRESH_TOKEN_MAX_LENGTH, { error: 'refresh is not a valid token' });

/**
 * `user_active: false` asks for a background refresh: the token rotates, but the session's idle
 * clock does not move, so an unattended console still signs out after the idle limit (DESIGN §5).
 * Omitted means true (the spec's `{ refresh }` body).
 */
export const refreshBodySchema = z.object({
  refresh: refreshTokenField,
  user_active: z
    .boolean({ error: 'user_active must be true or false' })
    .optional()
    .describe('Whether someone used the console since its last refresh; false keeps the session idle clock running. Default true.'),
});
export type RefreshBody = z.infer<typeof refreshBodySchema>;
export const refreshResponseSchema = z.object({ access_token: z.string(), refresh: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const logoutBodySchema = z.object({ refresh: refreshTokenField });

/** An email address as a form sends it: a valid address of at most EMAIL_MAX_LENGTH characters, or empty. */
export const emailOrEmptySchema = z.union([
  z.email({ error: 'Enter a valid email address' }).max(EMAIL_MAX_LENGTH, { error: `Email must be at most ${EMAIL_MAX_LENGTH} characters` }),
  z.literal(''),
]);

export const updateMeBodySchema = z.object({
  name: z.string().overwrite(trimInvisible).min(2, { error: 'Name must be at least 2 characters' }).max(80, { error: 'Name must be at most 80 characters' }),
  email: emailOrEmptySchema
    .nullable()
    .transform((value) => (value ? value.toLowerCase() : null)),
  version: z.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional(),
});
export type UpdateMeBody = z.input<typeof updateMeBodySchema>;
