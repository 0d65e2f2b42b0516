import { defineFeature } from '../../app/defineFeature';
import { lazyPage } from '../../app/lazyPage';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const ScheduleIcon = lazyMenuIcon(() => import('@mui/icons-material/ViewTimelineOutlined'));

const page = lazyPage(() => import('./SchedulePage'));

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
    super_admin: [{ path: 'schedule', menuId: 'schedule', page }],
    workshop_admin: [{ path: 'schedule', menuId: 'schedule', page }],
  },
  icons: { schedule: ScheduleIcon },
});
