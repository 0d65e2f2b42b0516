/**
 * English page titles that features not yet converted to the message catalogues still name their
 * routes with; the shell shows each in the admin's language (layoutTexts.ts, `menu.<title>`).
 */
export const SHELL_LABELS = {
  notifications: 'Notifications',
  profile: 'Profile',
} as const;
