/** What other features and the layout may use of the sign-in feature: who is signed in, the admin's language, signing out. */
export { selectCurrentUser, selectUserType, userUpdated } from '../../app/session/authSlice';
export { useAdminLanguage, useLanguageChoice } from './useLanguageChoice';
export { useLogout } from './useLogout';
