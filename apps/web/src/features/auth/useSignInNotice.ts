import { showSignInNotice } from './signInNotices';

export type { NoticeSeverity } from './signInNotices';

/**
 * The sign-in results: one top-centre snackbar at a time that hides after 3000 ms (spec §2),
 * drawn by SignInNoticeHost at the root so "Login successful!" survives the redirect.
 */
export function useSignInNotice() {
  return showSignInNotice;
}
