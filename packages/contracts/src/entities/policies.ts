import { z } from 'zod';

/** The two legal texts the customer app shows; `consent_form` is edited at /main/concerns (spec §2). */
export const POLICY_KINDS = ['consent_form', 'privacy_policy'] as const;
export const policyKindSchema = z.enum(POLICY_KINDS);
export type PolicyKind = z.infer<typeof policyKindSchema>;

/** draft → published; publishing a new version makes the previous published one superseded. */
export const POLICY_STATUSES = ['draft', 'published', 'superseded'] as const;
export const policyStatusSchema = z.enum(POLICY_STATUSES);
export type PolicyStatus = z.infer<typeof policyStatusSchema>;

export const POLICY_TITLES: Readonly<Record<PolicyKind, string>> = {
  consent_form: 'Consent Form',
  privacy_policy: 'Privacy Policy',
};
