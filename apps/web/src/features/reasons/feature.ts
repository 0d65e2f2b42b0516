import { lazy } from 'react';
import ReasonIcon from '@mui/icons-material/HighlightOffOutlined';
import { defineFeature } from '../../app/defineFeature';

/** Cancellation reasons, per audience and order. */
export const reasonsFeature = defineFeature({
  id: 'reasons',
  routes: { super_admin: [{ path: 'reasons', menuId: 'reasons', page: lazy(() => import('./ReasonsPage')) }] },
  icons: { reason: ReasonIcon },
});
