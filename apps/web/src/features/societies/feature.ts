import { lazyPage } from '../../app/lazyPage';
import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList } from '../../components/list/prefetchList';
import { prefetchQuery } from '../../app/prefetch';
import { SOCIETY_LIST, societiesApi } from './societiesApi';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const SocietyIcon = lazyMenuIcon(() => import('@mui/icons-material/ApartmentOutlined'));

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Society: true;
  }
}

/** Residential societies: the list and the add and edit forms. */
export default defineFeature({
  id: 'societies',
  tags: ['Society'],
  routes: {
    super_admin: [
      { path: 'society-list', menuId: 'society-list', page: gridPage(() => import('./SocietyListPage')), data: prefetchList(societiesApi.endpoints.listSocieties, SOCIETY_LIST, prefetchQuery(societiesApi.endpoints.societyCities, undefined)) },
      { path: 'editSociety', title: 'Edit Society', parentId: 'society-list', permission: 'societies.manage', page: lazyPage(() => import('./EditSocietyPage')) },
      { path: 'addsociety', title: 'Add Society', parentId: 'society-list', permission: 'societies.manage', page: lazyPage(() => import('./AddSocietyPage')) },
    ],
  },
  icons: { society: SocietyIcon },
});
