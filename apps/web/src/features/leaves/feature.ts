import { lazyPage } from '../../app/lazyPage';
import AbsentIcon from '@mui/icons-material/EventBusyOutlined';
import { defineFeature } from '../../app/defineFeature';

const page = (name: 'SuperAdminAbsentListPage' | 'WorkshopAbsentListPage' | 'SocietyAbsentListPage') =>
  lazyPage(() => import('./AbsentListPage').then((m) => ({ default: m[name] })));

/** The Absent List of each role: leaves that overlap a date range, within the role's scope. */
export const leavesFeature = defineFeature({
  id: 'leaves',
  routes: {
    super_admin: [{ path: 'listofleave', menuId: 'listofleave', page: page('SuperAdminAbsentListPage') }],
    workshop_admin: [{ path: 'listofleaves', menuId: 'listofleaves', page: page('WorkshopAbsentListPage') }],
    society_manager: [{ path: 'listofleave', menuId: 'listofleave', page: page('SocietyAbsentListPage') }],
  },
  icons: { absent: AbsentIcon },
});
