import { lazyPage } from '../../app/lazyPage';
import { defineFeature } from '../../app/defineFeature';
import { prefetchRecord } from '../../app/prefetch';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList, prefetchWorkshopFilter } from '../../components/list/prefetchList';
import { CONCERN_LIST, concernsApi } from './concernsApi';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const ConcernIcon = lazyMenuIcon(() => import('@mui/icons-material/SupportAgentOutlined'));

const listPage = (name: 'SuperAdminConcernListPage' | 'WorkshopConcernListPage') =>
  gridPage(() => import('./ConcernListPage').then((m) => ({ default: m[name] })));
const details = { path: 'userconcerns/:id', title: 'Concern Details', parentId: 'userconcerns', permission: 'concerns.manage', page: lazyPage(() => import('./ConcernDetailsPage')), data: prefetchRecord(concernsApi.endpoints.getConcern) } as const;

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Concern: true;
  }
}

/** User concerns (tickets): the list and one concern's conversation. */
export default defineFeature({
  id: 'concerns',
  tags: ['Concern'],
  routes: {
    super_admin: [{ path: 'userconcerns', menuId: 'userconcerns', page: listPage('SuperAdminConcernListPage'), data: prefetchList(concernsApi.endpoints.listConcerns, CONCERN_LIST, prefetchWorkshopFilter) }, details],
    workshop_admin: [{ path: 'userconcerns', menuId: 'userconcerns', page: listPage('WorkshopConcernListPage'), data: prefetchList(concernsApi.endpoints.listConcerns, CONCERN_LIST) }, details],
  },
  icons: { concern: ConcernIcon },
});
