import { lazyPage } from '../../app/lazyPage';
import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList, prefetchWorkshopFilter } from '../../components/list/prefetchList';
import { optionsApi } from '../../api/optionsApi';
import { prefetchQuery, prefetchRecord } from '../../app/prefetch';
import { REQUEST_LIST, requestsApi } from './requestsApi';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const RequestIcon = lazyMenuIcon(() => import('@mui/icons-material/AssignmentOutlined'));

const listPage = (name: 'SuperAdminRequestListPage' | 'WorkshopRequestListPage') =>
  gridPage(() => import('./RequestListPage').then((m) => ({ default: m[name] })));
const detailsPage = lazyPage(() => import('./RequestDetailsPage'));
const DETAILS_TITLE = 'Request Details';
const detailsData = prefetchRecord(requestsApi.endpoints.getRequest);

// The list's filters' options come with its rows (RequestListPage's selects). Not a workshop admin's
// services, which are its offerings: the services feature's API, which the route table does not load.
const societies = prefetchQuery(optionsApi.endpoints.assignableSocieties, undefined);
const superAdminListData = prefetchList(requestsApi.endpoints.listRequests, REQUEST_LIST, prefetchQuery(optionsApi.endpoints.serviceOptions, undefined), societies, prefetchWorkshopFilter);
const workshopListData = prefetchList(requestsApi.endpoints.listRequests, REQUEST_LIST, societies);
declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Request: true;
  }
}

/** Service requests: the list and one request's details and history. */
export default defineFeature({
  id: 'requests',
  tags: ['Request'],
  routes: {
    super_admin: [
      { path: 'requests', menuId: 'requests', page: listPage('SuperAdminRequestListPage'), data: superAdminListData },
      { path: 'service-details/:id', title: DETAILS_TITLE, parentId: 'requests', permission: 'requests.read', page: detailsPage, data: detailsData },
    ],
    workshop_admin: [
      { path: 'list-requests', menuId: 'list-requests', page: listPage('WorkshopRequestListPage'), data: workshopListData },
      { path: 'service-details/:id', title: DETAILS_TITLE, parentId: 'list-requests', permission: 'requests.read', page: detailsPage, data: detailsData },
    ],
  },
  icons: { request: RequestIcon },
});
