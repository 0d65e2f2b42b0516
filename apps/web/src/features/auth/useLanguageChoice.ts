import { useCallback, useEffect } from 'react';
import type { Language } from '@carcare/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { changeLanguage, requestedLanguage } from '../../i18n/languageStore';
import { saveLanguage } from './authApi';
import { selectCurrentUser, userUpdated } from '../../app/session/authSlice';

/**
 * Switches the signed-in console's language and saves it on the admin, so it follows them to
 * another device. The switch shows at once; a failed save leaves it for this visit only.
 */
export function useLanguageChoice(): (language: Language) => Promise<void> {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  return useCallback(
    async (language: Language) => {
      await changeLanguage(language);
      if (!user || user.language === language) return;
      // The admin object says the new language before the save answers, so useAdminLanguage does not switch back.
      dispatch(userUpdated({ ...user, language }));
      try {
        dispatch(userUpdated((await saveLanguage(language)).data));
      } catch {
        // Kept for this visit; the next switch saves again.
      }
    },
    [dispatch, user],
  );
}

/** Shows the signed-in admin's own language (set on another device, or before this browser knew it). */
export function useAdminLanguage(): void {
  const language = useAppSelector(selectCurrentUser)?.language;
  useEffect(() => {
    // Compared with the language asked for last, not the one shown: one still loading counts.
    if (language && language !== requestedLanguage()) void changeLanguage(language);
  }, [language]);
}
