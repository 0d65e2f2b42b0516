import AuditIcon from '@mui/icons-material/HistoryOutlined';
import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';

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
