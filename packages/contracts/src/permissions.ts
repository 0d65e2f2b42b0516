import { USER_TYPES, isUserType, type UserType } from './roles';

const ALL = USER_TYPES;
const SUPER_ADMIN = ['super_admin'] as const;
const WORKSHOP_ADMIN = ['workshop_admin'] as const;
const MANAGING = ['super_admin', 'workshop_admin'] as const;

/**
 * Who may do what (role × action), read by the API's route guards (403 otherwise) and by the
 * console's menus and buttons. Scope (which rows) is a separate, query-level concern: a workshop
 * admin that may `requests.read` reads its own workshop's requests only.
 */
export const PERMISSIONS = {
  'dashboard.read': ALL,
  'search.use': ALL,
  'notifications.read': ALL,

  'workshops.manage': SUPER_ADMIN,
  /** One workshop's details: the super admin's any, a workshop admin's own. */
  'workshops.readOne': MANAGING,
  /** A workshop's working hours, read and edited: the super admin's any, a workshop admin's own. */
  'workshops.hours': MANAGING,

  'societies.manage': SUPER_ADMIN,
  /** Society choices when assigning workers. */
  'societies.options': MANAGING,
  /** One society's details: the super admin's any, a society manager's own. */
  'societies.readOne': ['super_admin', 'society_manager'],

  'workers.read': ALL,
  'workers.manage': MANAGING,

  'leaves.read': ALL,
  'leaves.manage': MANAGING,

  'requests.read': MANAGING,
  'requests.create': MANAGING,
  'requests.transition': MANAGING,
  /** The day's board of one workshop (the super admin's any, a workshop admin's own). */
  'schedule.read': MANAGING,

  'services.read': MANAGING,
  'services.manage': SUPER_ADMIN,
  /** A workshop asks the platform to add a service to the catalogue. */
  'services.request': WORKSHOP_ADMIN,
  'inclusions.read': MANAGING,
  'inclusions.manage': SUPER_ADMIN,
  'offerings.manage': MANAGING,
  'sops.read': MANAGING,
  'sops.manage': SUPER_ADMIN,

  'reviews.read': MANAGING,
  /** Hide and publish reviews. */
  'reviews.moderate': SUPER_ADMIN,
  'reviews.reply': WORKSHOP_ADMIN,

  'reasons.read': MANAGING,
  'reasons.manage': SUPER_ADMIN,
  'concerns.manage': MANAGING,
  /** Payments, refunds and payouts, read: the super admin's of every workshop, a workshop admin's of its own. */
  'transactions.read': MANAGING,
  /** Refunds. */
  'transactions.manage': SUPER_ADMIN,
  /** GST documents: the super admin's of every workshop, a workshop admin's of its own. */
  'invoices.read': MANAGING,
  /** Weekly statements: the super admin's of every workshop, a workshop admin's own, read-only. */
  'settlements.read': MANAGING,
  /** Make statements, pay them, set commission rates. */
  'settlements.manage': SUPER_ADMIN,
  /** The cash each worker holds, and the deposits that took it in. */
  'cash.read': MANAGING,
  'cash.deposit': MANAGING,
  'policies.manage': SUPER_ADMIN,
  'banners.manage': SUPER_ADMIN,
  'images.upload': SUPER_ADMIN,
  'audit.read': SUPER_ADMIN,
} as const satisfies Record<string, readonly UserType[]>;

export type Permission = keyof typeof PERMISSIONS;

/** The roles allowed an action. */
export function rolesAllowed(action: Permission): readonly UserType[] {
  return PERMISSIONS[action];
}

/** Whether a user type (possibly unknown, e.g. a guest) may do an action. */
export function can(userType: unknown, action: Permission): boolean {
  return isUserType(userType) && (PERMISSIONS[action] as readonly UserType[]).includes(userType);
}
