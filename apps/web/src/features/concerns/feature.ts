import { lazyPage } from '../../app/lazyPage';
import ConcernIcon from '@mui/icons-material/SupportAgentOutlined';
import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList } from '../../components/list/prefetchList';
import { CONCERN_LIST, concernsApi } from './concernsApi';

const listPage = (name: 'SuperAdminConcernListPage' | 'WorkshopConcernListPage') =>
  gridPage(() => import('./ConcernListPage').then((m) => ({ default: m[name] })));
const details = { path: 'userconcerns/:id', title: 'Concern Details', parentId: 'userconcerns', permission: 'concerns.manage', page: lazyPage(() => import('./ConcernDetailsPage')) } as const;

const concernListData = prefetchList(concernsApi.endpoints.listConcerns, CONCERN_LIST);
/** User concerns (tickets): the list and one concern's conversation. */
export const concernsFeature = defineFeature({
  id: 'concerns',
  routes: {
    super_admin: [{ path: 'userconcerns', menuId: 'userconcerns', page: listPage('SuperAdminConcernListPage'), data: concernListData }, details],
    workshop_admin: [{ path: 'userconcerns', menuId: 'userconcerns', page: listPage('WorkshopConcernListPage'), data: concernListData }, details],
  },
  icons: { concern: ConcernIcon },
});
