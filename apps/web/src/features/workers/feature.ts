import { lazyPage } from '../../app/lazyPage';
import { defineFeature } from '../../app/defineFeature';
import { prefetchRecord } from '../../app/prefetch';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList } from '../../components/list/prefetchList';
import { WORKER_LIST, workersApi } from './workersApi';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const WorkerIcon = lazyMenuIcon(() => import('@mui/icons-material/EngineeringOutlined'));

const listPage = (name: 'WorkshopWorkerListPage' | 'SocietyWorkerListPage') => gridPage(() => import('./WorkerListPage').then((m) => ({ default: m[name] })));
const profilePage = lazyPage(() => import('./WorkerProfilePage'));
const profileData = prefetchRecord(workersApi.endpoints.getWorker);
const PROFILE_TITLE = 'Worker Profile';

const workerListData = prefetchList(workersApi.endpoints.listWorkers, WORKER_LIST);
declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Worker: true;
  }
}

/** Workers: a workshop's own (list, add, profile) and those serving a society (list, profile). */
export default defineFeature({
  id: 'workers',
  tags: ['Worker'],
  routes: {
    workshop_admin: [
      { path: 'addWorkshop', title: 'Add Worker', parentId: 'workshop-list', permission: 'workers.manage', page: lazyPage(() => import('./AddWorkerPage')) },
      { path: 'workshop-list', menuId: 'workshop-list', page: listPage('WorkshopWorkerListPage'), data: workerListData },
      { path: 'workshprofile/:id', title: PROFILE_TITLE, parentId: 'workshop-list', permission: 'workers.read', page: profilePage, data: profileData },
    ],
    society_manager: [
      { path: 'society-list', menuId: 'society-list', page: listPage('SocietyWorkerListPage'), data: workerListData },
      { path: 'workerprofile/:id', title: PROFILE_TITLE, parentId: 'society-list', permission: 'workers.read', page: profilePage, data: profileData },
    ],
  },
  icons: { worker: WorkerIcon },
});
