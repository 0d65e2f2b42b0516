import type { UserType } from '@carcare/contracts';
import type { PageRegistry } from './pageRegistry';
import { workshopPages } from '../features/workshops/pages';
import { societyPages } from '../features/societies/pages';
import { workerPages } from '../features/workers/pages';
import { leavePages } from '../features/leaves/pages';
import { requestPages } from '../features/requests/pages';
import { servicePages } from '../features/services/pages';
import { reasonPages } from '../features/reasons/pages';
import { sopPages } from '../features/sops/pages';
import { transactionPages } from '../features/transactions/pages';
import { reviewPages } from '../features/reviews/pages';

/** Every built page; a route without one shows the "being built" panel. */
export const FEATURE_PAGES: PageRegistry = { ...workshopPages, ...societyPages, ...workerPages, ...leavePages, ...requestPages, ...servicePages, ...reasonPages, ...sopPages, ...transactionPages, ...reviewPages };

export function featurePageFor(role: UserType, path: string) {
  return FEATURE_PAGES[`${role}:${path}`];
}
