import ReasonIcon from '@mui/icons-material/HighlightOffOutlined';
import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList } from '../../components/list/prefetchList';
import { REASON_LIST, reasonsApi } from './reasonsApi';

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
