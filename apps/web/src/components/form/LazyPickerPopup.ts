import { lazy } from 'react';

/** The date pickers (PickerPopup), loaded when a calendar button is first pressed: typing a date needs none of them. */
export const LazyPickerPopup = lazy(() => import('./PickerPopup'));
