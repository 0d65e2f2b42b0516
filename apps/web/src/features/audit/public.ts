import { lazyNamed } from '../../app/lazyPage';

/** A record's History (its audit events), loaded when first shown: record pages put it in their History tab. */
export const RecordHistory = lazyNamed(() => import('./RecordHistory'), 'RecordHistory');

/** The same History in a dialog, for records listed as rows (banners, leaves). */
export const RecordHistoryDialog = lazyNamed(() => import('./RecordHistoryDialog'), 'RecordHistoryDialog');
