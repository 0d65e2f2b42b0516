import { use, useMemo, useSyncExternalStore } from 'react';
import type { Language } from '@carcare/contracts';
import { translatorFor, type Catalogue, type Translate } from './catalogue';
import { currentLanguage, subscribeToLanguage } from './languageStore';

/** The language the console shows; components re-render when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
}

/**
 * The texts of one area in the language shown: `const t = useTexts(requestCatalogue)`, then
 * `t('list.newRequest')` or `t('list.total', { count })`. While an area's Hindi is still loading
 * the component suspends (the nearest Suspense boundary shows the page loader) instead of
 * flashing English.
 */
export function useTexts<Key extends string>(catalogue: Catalogue<Key>): Translate<Key> {
  const language = useLanguage();
  // Called on every Hindi render, loaded or not: when a component suspended here on its first render,
  // React replays it once the Hindi is in, and that replay must call `use` again at the same place
  // (skipping it made the hooks after it look like updates of a component never mounted: React
  // error 467). Once loaded, the promise is marked fulfilled, so `use` answers at once.
  if (language === 'hi') use(catalogue.loadHindi());
  return useMemo(() => translatorFor(catalogue, language), [catalogue, language]);
}
