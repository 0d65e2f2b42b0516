import { lazyPage } from '../../app/lazyPage';
import { defineFeature } from '../../app/defineFeature';
import { dashboardData } from './dashboardApi';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const DashboardIcon = lazyMenuIcon(() => import('@mui/icons-material/DashboardOutlined'));

const page = lazyPage(() => import('./DashboardPage'));
const routes = [
  { path: '', menuId: 'default', page, data: dashboardData },
  { path: 'dashboard/default', menuId: 'default', page, data: dashboardData },
] as const;

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Dashboard: true;
  }
}

/** The role home and its default dashboard (spec §2: '' and default), one page for every role. */
export default defineFeature({
  id: 'dashboard',
  tags: ['Dashboard'],
  routes: { super_admin: routes, workshop_admin: routes, society_manager: routes },
  icons: { dashboard: DashboardIcon },
});
