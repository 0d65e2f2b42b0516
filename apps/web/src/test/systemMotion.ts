import { vi } from 'vitest';

/**
 * A system that asks for less motion (prefers-reduced-motion: reduce), or not: jsdom has no
 * matchMedia of its own. Undo it with `vi.unstubAllGlobals()`.
 */
export function systemAsksLessMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
