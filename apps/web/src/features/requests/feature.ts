import { lazyPage } from '../../app/lazyPage';
import RequestIcon from '@mui/icons-material/AssignmentOutlined';
import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList } from '../../components/list/prefetchList';
import { REQUEST_LIST, requestsApi } from './requestsApi';

const listPage = (name: 'SuperAdminRequestListPage' | 'WorkshopRequestListPage') =>
  gridPage(() => import('./RequestListPage').then((m) => ({ default: m[name] })));
const detailsPage = lazyPage(() => import('./RequestDetailsPage'));
const DETAILS_TITLE = 'Request Details';

const requestListData = prefetchList(requestsApi.endpoints.listRequests, REQUEST_LIST);
/** Service requests: the list and one request's details and history. */
export const requestsFeature = defineFeature({
  id: 'requests',
  routes: {
    super_admin: [
      { path: 'requests', menuId: 'requests', page: listPage('SuperAdminRequestListPage'), data: requestListData },
      { path: 'service-details/:id', title: DETAILS_TITLE, parentId: 'requests', permission: 'requests.read', page: detailsPage },
    ],
    workshop_admin: [
      { path: 'list-requests', menuId: 'list-requests', page: listPage('WorkshopRequestListPage'), data: requestListData },
      { path: 'service-details/:id', title: DETAILS_TITLE, parentId: 'list-requests', permission: 'requests.read', page: detailsPage },
    ],
  },
  icons: { request: RequestIcon },
});
