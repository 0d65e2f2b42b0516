import { lazyPage } from '../../app/lazyPage';
import ReasonIcon from '@mui/icons-material/HighlightOffOutlined';
import { defineFeature } from '../../app/defineFeature';
import { prefetchList } from '../../components/list/prefetchList';
import { REASON_LIST, reasonsApi } from './reasonsApi';

/** Cancellation reasons, per audience and order. */
export const reasonsFeature = defineFeature({
  id: 'reasons',
  routes: { super_admin: [{ path: 'reasons', menuId: 'reasons', page: lazyPage(() => import('./ReasonsPage')), data: prefetchList(reasonsApi.endpoints.listReasons, REASON_LIST) }] },
  icons: { reason: ReasonIcon },
});
