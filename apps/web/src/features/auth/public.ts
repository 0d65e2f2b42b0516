/** What other features may use of the sign-in feature: who is signed in. */
export { selectCurrentUser, selectUserType, userUpdated } from './authSlice';
export { useAdminLanguage, useLanguageChoice } from './useLanguageChoice';
