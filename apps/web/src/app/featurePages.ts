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
import { contentPages } from '../features/content/pages';
import { concernPages } from '../features/concerns/pages';
import { notificationPages } from '../features/notifications/pages';
import { auditPages } from '../features/audit/pages';
import { helpPages } from '../features/help/pages';

/** Every built page; a route without one shows the "being built" panel. */
export const FEATURE_PAGES: PageRegistry = { ...workshopPages, ...societyPages, ...workerPages, ...leavePages, ...requestPages, ...servicePages, ...reasonPages, ...sopPages, ...transactionPages, ...reviewPages, ...contentPages, ...concernPages, ...notificationPages, ...auditPages, ...helpPages };

export function featurePageFor(role: UserType, path: string) {
  return FEATURE_PAGES[`${role}:${path}`];
}
