import { lazyPage } from '../../app/lazyPage';
import ConcernIcon from '@mui/icons-material/SupportAgentOutlined';
import { defineFeature } from '../../app/defineFeature';

const listPage = (name: 'SuperAdminConcernListPage' | 'WorkshopConcernListPage') =>
  lazyPage(() => import('./ConcernListPage').then((m) => ({ default: m[name] })));
const details = { path: 'userconcerns/:id', title: 'Concern Details', parentId: 'userconcerns', permission: 'concerns.manage', page: lazyPage(() => import('./ConcernDetailsPage')) } as const;

/** User concerns (tickets): the list and one concern's conversation. */
export const concernsFeature = defineFeature({
  id: 'concerns',
  routes: {
    super_admin: [{ path: 'userconcerns', menuId: 'userconcerns', page: listPage('SuperAdminConcernListPage') }, details],
    workshop_admin: [{ path: 'userconcerns', menuId: 'userconcerns', page: listPage('WorkshopConcernListPage') }, details],
  },
  icons: { concern: ConcernIcon },
});
