/** What the console asks before a page with unsaved changes is left. */
export const UNSAVED_CHANGES_TEXTS = {
  leaveTitle: 'Leave without saving?',
  leaveWarning: 'You have unsaved changes. Leave anyway?',
  leave: 'Leave',
  stay: 'Stay',
} as const;
