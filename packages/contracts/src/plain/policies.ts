// The policies' kinds, states, titles and messages, without zod: the console uses them without loading any schema (plain/index.ts).

/** The two legal texts the customer app shows; `consent_form` is edited at /main/concerns (spec §2). */
export const POLICY_KINDS = ['consent_form', 'privacy_policy'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

/** draft → published; publishing a new version makes the previous published one superseded. */
export const POLICY_STATUSES = ['draft', 'published', 'superseded'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

export const POLICY_TITLES: Readonly<Record<PolicyKind, string>> = {
  consent_form: 'Consent Form',
  privacy_policy: 'Privacy Policy',
};

/** The longest policy text accepted (characters of Markdown). */
export const POLICY_BODY_MAX = 50_000;
export const POLICY_MESSAGES = {
  notFound: 'Policy version not found',
  nothingPublished: (kind: PolicyKind) => `No ${POLICY_TITLES[kind]} has been published yet`,
  noDraft: 'There is no draft to publish. Save a draft first.',
  noDraftToDiscard: 'There is no draft to discard',
  draftNotFound: 'Policy draft not found',
  draftNotDeleted: 'This draft is not deleted',
  /** Restoring a deleted draft while another draft of its kind exists: one draft per kind. */
  otherDraft: (kind: PolicyKind) => `The ${POLICY_TITLES[kind]} has a newer draft: discard it first to restore this one`,
  emptyBody: 'Write the text before publishing: an empty document cannot be published',
  unknownKind: 'Unknown policy kind: use consent_form or privacy_policy',
} as const;
