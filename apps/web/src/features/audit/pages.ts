import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry';

/** The audit log, under Settings in the super admin's menu. */
export const auditPages: PageRegistry = {
  'super_admin:audit': lazy(() => import('./AuditLogPage')),
};
