import { lazyPage } from '../../app/lazyPage';
import ReasonIcon from '@mui/icons-material/HighlightOffOutlined';
import { defineFeature } from '../../app/defineFeature';

/** Cancellation reasons, per audience and order. */
export const reasonsFeature = defineFeature({
  id: 'reasons',
  routes: { super_admin: [{ path: 'reasons', menuId: 'reasons', page: lazyPage(() => import('./ReasonsPage')) }] },
  icons: { reason: ReasonIcon },
});
