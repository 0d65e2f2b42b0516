import '@testing-library/jest-dom/vitest';
import { createElement } from 'react';
import { withEmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { hideSignInNotice } from '../features/auth/signInNotices';
import { resetLanguageForTests } from '../i18n/languageStore';
import { codeLoadsSettled } from '../app/lazyPage';
import { provideShellParts } from '../shell/router';
// The tests play the composition root: the feature descriptors are registered, as the shell does
// before any console page renders, for the layout's and the pages' tests that read the route table.
import '../shell/features';

provideShellParts();

// jsdom renders MUI slowly on 2 busy cores; wait up to 5 s for what a test awaits, not the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// The emotion cache MUI writes its styles into (the default one: the console sets no other).
type EmotionCache = Parameters<Parameters<typeof withEmotionCache>[0]>[1];
let emotionCache: EmotionCache | undefined;
render(createElement(withEmotionCache((_props: object, cache) => ((emotionCache = cache), null))));
cleanup();

/**
 * Removes the styles emotion inserted, and forgets that it did, so the next render inserts what it
 * uses again. Files that share a worker (see vite.config.ts) share its document: without this, each
 * file would start with every rule of the files before it, and jsdom's getComputedStyle (behind
 * every getByRole) walks them all. Done per file, not per test: inserting them again costs more.
 */
function forgetInsertedStyles(cache: EmotionCache) {
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}

afterEach(async () => {
  cleanup();
  // A sign-in notice lives outside React's tree: the next test must not find the last one's.
  hideSignInNotice();
  // A test that switched to Hindi must not leave the next one in Hindi.
  await resetLanguageForTests();
  localStorage.clear();
});

afterAll(async () => {
  // Code a test started loading without awaiting it must arrive while this file's environment lives.
  await codeLoadsSettled();
  if (emotionCache) forgetInsertedStyles(emotionCache);
});
