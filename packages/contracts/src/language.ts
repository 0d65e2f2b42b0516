/** The console's languages: English (the spec's) and Hindi. No zod here: the sign-in page imports this (its schema is in auth.ts). */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, written in that language: how a switch offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

/** The Intl locale of each language: India's conventions (lakh grouping, ₹) in both. */
export const LOCALE_OF_LANGUAGE: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN' };
