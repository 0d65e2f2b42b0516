import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList } from '../../components/list/prefetchList';
import { REASON_LIST, reasonsApi } from './reasonsApi';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const ReasonIcon = lazyMenuIcon(() => import('@mui/icons-material/HighlightOffOutlined'));

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Reason: true;
  }
}

/** Cancellation reasons, per audience and order. */
export default defineFeature({
  id: 'reasons',
  tags: ['Reason'],
  routes: { super_admin: [{ path: 'reasons', menuId: 'reasons', page: gridPage(() => import('./ReasonsPage')), data: prefetchList(reasonsApi.endpoints.listReasons, REASON_LIST) }] },
  icons: { reason: ReasonIcon },
});
