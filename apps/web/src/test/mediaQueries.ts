import { vi } from 'vitest';

/**
 * A window whose media queries match where `matches` says (jsdom has no matchMedia of its own, and
 * no layout). Undo it with `vi.unstubAllGlobals()`.
 */
export function stubMediaQueries(matches: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** A system that asks for less motion (prefers-reduced-motion: reduce), or not. */
export function systemAsksLessMotion(reduce: boolean): void {
  stubMediaQueries((query) => reduce && query === '(prefers-reduced-motion: reduce)');
}

/** A window `width` pixels wide, for MUI's breakpoint queries (min-width, max-width). */
export function viewportWidth(width: number): void {
  stubMediaQueries((query) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  });
}
