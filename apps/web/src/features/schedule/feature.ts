import { defineFeature, type RouteData } from '../../app/defineFeature';
import { lazyPage } from '../../app/lazyPage';
import { prefetchQuery } from '../../app/prefetch';
import { prefetchWorkshopFilter } from '../../components/list/prefetchList';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const ScheduleIcon = lazyMenuIcon(() => import('@mui/icons-material/ViewTimelineOutlined'));

const page = lazyPage(() => import('./SchedulePage'));

// The day is asked for as the route is entered, beside the page's code, not once the page has
// rendered; its endpoint comes with the API module's own small chunk, not the route table, which
// every console page loads. The super admin's day waits for an address that names its workshop.
const dayData =
  (superAdmin: boolean): RouteData =>
  (params, dispatch, pathParams) => {
    if (superAdmin) prefetchWorkshopFilter(params, dispatch, pathParams);
    void import('./scheduleApi').then(({ scheduleAddress, scheduleApi }) => {
      const day = scheduleAddress(params, superAdmin);
      if (!superAdmin || day.workshopId) prefetchQuery(scheduleApi.endpoints.getSchedule, day)(params, dispatch, pathParams);
    });
  };

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Schedule: true;
  }
}

/** The day's board: who works when, jobs dragged onto workers and times. */
export default defineFeature({
  id: 'schedule',
  tags: ['Schedule'],
  routes: {
    super_admin: [{ path: 'schedule', menuId: 'schedule', page, data: dayData(true) }],
    workshop_admin: [{ path: 'schedule', menuId: 'schedule', page, data: dayData(false) }],
  },
  icons: { schedule: ScheduleIcon },
});
