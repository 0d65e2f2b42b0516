import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList, prefetchWorkshopFilter } from '../../components/list/prefetchList';
import { businessToday } from './leaveDates';
import { leaveList, leavesApi } from './leavesApi';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const AbsentIcon = lazyMenuIcon(() => import('@mui/icons-material/EventBusyOutlined'));

const page = (name: 'SuperAdminAbsentListPage' | 'WorkshopAbsentListPage' | 'SocietyAbsentListPage') =>
  gridPage(() => import('./AbsentListPage').then((m) => ({ default: m[name] })));

// Today's range as the list computes it when the route is entered.
const list = () => leaveList(businessToday());
const data = prefetchList(leavesApi.endpoints.listLeaves, list);

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Leave: true;
  }
}

/** The Absent List of each role: leaves that overlap a date range, within the role's scope. */
export default defineFeature({
  id: 'leaves',
  tags: ['Leave'],
  routes: {
    super_admin: [{ path: 'listofleave', menuId: 'listofleave', page: page('SuperAdminAbsentListPage'), data: prefetchList(leavesApi.endpoints.listLeaves, list, prefetchWorkshopFilter) }],
    workshop_admin: [{ path: 'listofleaves', menuId: 'listofleaves', page: page('WorkshopAbsentListPage'), data }],
    society_manager: [{ path: 'listofleave', menuId: 'listofleave', page: page('SocietyAbsentListPage'), data }],
  },
  icons: { absent: AbsentIcon },
});
