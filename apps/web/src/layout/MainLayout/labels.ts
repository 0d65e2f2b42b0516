/** Texts of the console shell that the spec names (top bar, profile menu, logout dialog, back button). */
export const SHELL_LABELS = {
  openMenu: 'Open menu',
  search: 'Search',
  searchFilters: 'Search filters',
  closeSearch: 'Close search',
  notifications: 'Notifications',
  notificationFilter: 'Filter notifications',
  notificationFilters: ['All Notification', 'New', 'Unread', 'Other'] as const,
  markAllRead: 'Mark as all read',
  viewAll: 'View All',
  accountMenu: 'Account menu',
  profile: 'Profile',
  help: 'Help',
  logout: 'Logout',
  cancel: 'Cancel',
  toggleDarkMode: 'Toggle dark mode',
  back: 'Back',
} as const;
