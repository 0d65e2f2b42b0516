import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const AuditIcon = lazyMenuIcon(() => import('@mui/icons-material/HistoryOutlined'));

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Audit: true;
  }
}

/** The audit log, under Settings in the super admin's menu. */
export default defineFeature({
  id: 'audit',
  tags: ['Audit'],
  routes: { super_admin: [{ path: 'audit', menuId: 'audit', page: gridPage(() => import('./AuditLogPage')) }] },
  icons: { audit: AuditIcon },
});
