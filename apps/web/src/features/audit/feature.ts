import { lazyPage } from '../../app/lazyPage';
import AuditIcon from '@mui/icons-material/HistoryOutlined';
import { defineFeature } from '../../app/defineFeature';

/** The audit log, under Settings in the super admin's menu. */
export const auditFeature = defineFeature({
  id: 'audit',
  routes: { super_admin: [{ path: 'audit', menuId: 'audit', page: lazyPage(() => import('./AuditLogPage')) }] },
  icons: { audit: AuditIcon },
});
