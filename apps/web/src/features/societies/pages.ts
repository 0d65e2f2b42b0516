import type { PageRegistry } from '../../app/pageRegistry';

/** The routes this feature serves; each page is its own lazily loaded chunk. */
export const societyPages: PageRegistry = {};
