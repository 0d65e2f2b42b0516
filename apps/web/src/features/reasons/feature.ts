import ReasonIcon from '@mui/icons-material/HighlightOffOutlined';
import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList } from '../../components/list/prefetchList';
import { REASON_LIST, reasonsApi } from './reasonsApi';

/** Cancellation reasons, per audience and order. */
export default defineFeature({
  id: 'reasons',
  routes: { super_admin: [{ path: 'reasons', menuId: 'reasons', page: gridPage(() => import('./ReasonsPage')), data: prefetchList(reasonsApi.endpoints.listReasons, REASON_LIST) }] },
  icons: { reason: ReasonIcon },
});
