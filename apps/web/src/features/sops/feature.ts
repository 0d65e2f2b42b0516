import { lazyPage } from '../../app/lazyPage';
import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList } from '../../components/list/prefetchList';
import { prefetchQuery } from '../../app/prefetch';
import { optionsApi } from '../../api/optionsApi';
import { SOP_LIST, sopsApi } from './sopsApi';

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Sop: true;
  }
}

/** Standard operating procedures of the catalogue's services; reached from the Services page. */
export default defineFeature({
  id: 'sops',
  tags: ['Sop'],
  routes: {
    super_admin: [
      { path: 'create-sop', title: 'Create SOP', parentId: 'service', permission: 'sops.manage', page: lazyPage(() => import('./SopEditorPage')) },
      { path: 'sop', title: 'SOPs', parentId: 'service', permission: 'sops.manage', page: gridPage(() => import('./SopListPage')), data: prefetchList(sopsApi.endpoints.listSops, SOP_LIST, prefetchQuery(optionsApi.endpoints.serviceOptions, undefined)) },
    ],
  },
});
