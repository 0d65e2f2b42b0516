/** What the layout and other features may use of the notifications feature: the top bar's bell. */
export { useNotificationBell } from './useNotificationBell';
export { notificationCatalogue } from './notificationTexts';

/** The bell's dropdown (the latest notifications), loaded when it is first opened. */
export const loadNotificationDropdown = () => import('./NotificationDropdown');
