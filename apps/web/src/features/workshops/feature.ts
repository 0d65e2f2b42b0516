import { lazyPage } from '../../app/lazyPage';
import { defineFeature } from '../../app/defineFeature';
import { prefetchQuery, prefetchRecord } from '../../app/prefetch';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList } from '../../components/list/prefetchList';
import { WORKSHOP_LIST, workshopsApi } from './workshopsApi';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const GarageIcon = lazyMenuIcon(() => import('@mui/icons-material/GarageOutlined'));

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Workshop: true;
  }
}

/** Garages and their admins (the super admin's "Garage Admins"). */
export default defineFeature({
  id: 'workshops',
  tags: ['Workshop'],
  routes: {
    super_admin: [
      { path: 'addWorkshop', title: 'Add Workshop', parentId: 'workshop-list', permission: 'workshops.manage', page: lazyPage(() => import('./AddWorkshopPage')) },
      { path: 'workshop-list', menuId: 'workshop-list', page: gridPage(() => import('./WorkshopListPage')), data: prefetchList(workshopsApi.endpoints.listWorkshops, WORKSHOP_LIST, prefetchQuery(workshopsApi.endpoints.workshopCities, undefined)) },
      { path: 'editWorkshop', title: 'Edit Workshop', parentId: 'workshop-list', permission: 'workshops.manage', page: lazyPage(() => import('./EditWorkshopPage')) },
      { path: 'adminprofile/:id', title: 'Admin Profile', parentId: 'workshop-list', permission: 'workshops.readOne', page: lazyPage(() => import('./WorkshopProfilePage')), data: prefetchRecord(workshopsApi.endpoints.getWorkshop) },
    ],
  },
  icons: { garage: GarageIcon },
});
