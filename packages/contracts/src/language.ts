import { z } from 'zod';

/** The console's languages: English (the spec's) and Hindi. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const languageSchema = z.enum(LANGUAGES, { error: "Language must be 'en' or 'hi'" });

/** Body of PUT /api/v1/me/language: the signed-in admin's own language. */
export const updateLanguageBodySchema = z.object({ language: languageSchema });
export type UpdateLanguageBody = z.infer<typeof updateLanguageBodySchema>;

/** Each language's own name, written in that language: how a switch offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

/** The Intl locale of each language: India's conventions (lakh grouping, ₹) in both. */
export const LOCALE_OF_LANGUAGE: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN' };
