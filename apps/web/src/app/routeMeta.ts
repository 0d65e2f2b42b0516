import { matchPath } from 'react-router';
import { ROLE_HOME, flattenMenu, menuForUserType, type MenuItem, type UserType } from '@carcare/contracts';

/** What a console route renders: the role's dashboard, the own profile, or a page still being built. */
export type RoutePage = 'dashboard' | 'profile' | 'building';

/** One route of a role group (spec §2 route tables), as data for the router, breadcrumbs and Back button. */
export interface RouteMeta {
  /** Path relative to the role home; '' is the index route. */
  path: string;
  page: RoutePage;
  /** Menu item this route is; its title comes from the menu so the spec label lives in one place. */
  menuId?: string;
  /** Title of a route that is not itself a menu item. */
  title?: string;
  /** Menu item id this page sits under (breadcrumbs). */
  parentId?: string;
  /** One sentence on what the page will hold, shown while it is being built. */
  about?: string;
}

const DASHBOARD: RouteMeta[] = [
  { path: '', page: 'dashboard', menuId: 'default' },
  { path: 'dashboard/default', page: 'dashboard', menuId: 'default' },
];
const PROFILE: RouteMeta = { path: 'profile', page: 'profile', title: 'Profile' };
/** The role's help page: the spec's sample-page route, linked from the profile menu. */
export const HELP_ROUTE_PATH = 'sample-page';
const SAMPLE: RouteMeta = {
  path: HELP_ROUTE_PATH,
  page: 'building',
  title: 'Help',
  about: 'What each menu item of your console is for.',
};
const NOTIFICATIONS: RouteMeta = { path: 'notifications', page: 'building', title: 'Notifications', about: 'Every notification you have received, newest first.' };

export const ROUTE_META: Readonly<Record<UserType, readonly RouteMeta[]>> = {
  super_admin: [
    ...DASHBOARD,
    SAMPLE,
    { path: 'addWorkshop', page: 'building', title: 'Add Workshop', parentId: 'workshop-list', about: 'A form to register a new garage with its owner, address, GSTIN and opening hours.' },
    { path: 'workshop-list', page: 'building', menuId: 'workshop-list', about: 'Every garage and its admin, searchable and sortable, with status and rating.' },
    { path: 'editWorkshop', page: 'building', title: 'Edit Workshop', parentId: 'workshop-list', about: "A form to change a garage's details and status." },
    PROFILE,
    { path: 'adminprofile/:id', page: 'building', title: 'Admin Profile', parentId: 'workshop-list', about: "A garage admin's profile with their workshop, workers and recent activity." },
    { path: 'society-list', page: 'building', menuId: 'society-list', about: 'Every residential society with its manager, blocks, flats and assigned workers.' },
    { path: 'editSociety', page: 'building', title: 'Edit Society', parentId: 'society-list', about: "A form to change a society's details, manager and status." },
    { path: 'addsociety', page: 'building', title: 'Add Society', parentId: 'society-list', about: 'A form to register a new residential society and its manager.' },
    { path: 'create-sop', page: 'building', title: 'Create SOP', parentId: 'service', about: 'A form to write a standard operating procedure as ordered steps for a service.' },
    { path: 'sop', page: 'building', title: 'SOPs', parentId: 'service', about: 'The standard operating procedures of each service, as drafts, published or archived.' },
    { path: 'concerns', page: 'building', menuId: 'concerns', about: 'The consent form customers accept, with its versions and the published one.' },
    { path: 'promotionalbanners', page: 'building', menuId: 'promotionalbanners', about: 'The promotional banners of the customer app, with their schedule and order.' },
    { path: 'privacy', page: 'building', menuId: 'privacy', about: 'The privacy policy, with its versions and the published one.' },
    { path: 'service', page: 'building', menuId: 'service', about: 'The service catalogue: categories, durations, prices per vehicle type and approvals.' },
    { path: 'addservice', page: 'building', title: 'Add Service', parentId: 'service', about: 'A form to add a service to the catalogue with its prices and inclusions.' },
    { path: 'edit-service/:id', page: 'building', title: 'Edit Service', parentId: 'service', about: "A form to change a catalogue service's prices, inclusions and status." },
    { path: 'serviceinclusionsform', page: 'building', title: 'Service Inclusions', parentId: 'service', about: 'The inclusions a service can list, such as foam wash or interior vacuum.' },
    { path: 'requests', page: 'building', menuId: 'requests', about: 'Every service request with its status, workshop, worker and schedule.' },
    { path: 'service-details/:id', page: 'building', title: 'Request Details', parentId: 'requests', about: 'One service request: customer, vehicle, schedule, worker, payment and its history.' },
    { path: 'reviews', page: 'building', menuId: 'reviews', about: 'Customer reviews of workshops and workers, with replies and moderation.' },
    { path: 'reasons', page: 'building', menuId: 'reasons', about: 'The reasons offered when a request is cancelled, per audience and order.' },
    { path: 'listofleave', page: 'building', menuId: 'listofleave', about: "Workers' approved and pending leaves that overlap a chosen date range." },
    { path: 'userconcerns', page: 'building', menuId: 'userconcerns', about: 'Customer concerns as tickets with priority, status and conversation.' },
    { path: 'userconcerns/:id', page: 'building', title: 'Concern Details', parentId: 'userconcerns', about: 'One concern: its conversation, priority, status and related request.' },
    { path: 'audit', page: 'building', menuId: 'audit', about: 'Every change recorded: who, what, when and the changed fields.' },
    NOTIFICATIONS,
    { path: 'transactions', page: 'building', menuId: 'transactions', about: 'Payments, refunds and payouts with method, amount and status.' },
  ],
  society_manager: [
    ...DASHBOARD,
    SAMPLE,
    PROFILE,
    { path: 'society-list', page: 'building', menuId: 'society-list', about: 'The workers assigned to your society, with their skills and status.' },
    { path: 'workerprofile/:id', page: 'building', title: 'Worker Profile', parentId: 'society-list', about: "A worker's profile: skills, rating and absences." },
    { path: 'listofleave', page: 'building', menuId: 'listofleave', about: "Your society's workers who are absent in a chosen date range." },
    NOTIFICATIONS,
  ],
  workshop_admin: [
    ...DASHBOARD,
    SAMPLE,
    { path: 'addWorkshop', page: 'building', title: 'Add Worker', parentId: 'workshop-list', about: 'A form to add a worker to your workshop with skills and ID proof.' },
    { path: 'workshop-list', page: 'building', menuId: 'workshop-list', about: "Your workshop's workers with their skills, societies and status." },
    PROFILE,
    { path: 'workshprofile/:id', page: 'building', title: 'Worker Profile', parentId: 'workshop-list', about: "A worker's profile: skills, assigned societies, rating and leaves." },
    { path: 'service', page: 'building', menuId: 'service', about: 'A form to offer a catalogue service at your workshop with your own prices.' },
    { path: 'edit-service/:id', page: 'building', title: 'Edit Service', parentId: 'list-service', about: 'A form to change the prices and availability of a service you offer.' },
    { path: 'requestnewservice', page: 'building', title: 'Request New Service', parentId: 'list-service', about: 'A form to ask the platform to add a new service to the catalogue.' },
    { path: 'list-service', page: 'building', menuId: 'list-service', about: 'The services your workshop offers, with prices per vehicle type.' },
    { path: 'list-requests', page: 'building', menuId: 'list-requests', about: "Your workshop's service requests: accept, assign a worker and track progress." },
    { path: 'service-details/:id', page: 'building', title: 'Request Details', parentId: 'list-requests', about: 'One service request: customer, vehicle, schedule, worker, payment and its history.' },
    { path: 'listofleaves', page: 'building', menuId: 'listofleaves', about: "Your workers' leave requests to approve or reject, and who is absent when." },
    { path: 'userconcerns', page: 'building', menuId: 'userconcerns', about: 'Customer concerns about your requests, with status and conversation.' },
    { path: 'userconcerns/:id', page: 'building', title: 'Concern Details', parentId: 'userconcerns', about: 'One concern about your workshop: its conversation, priority and status.' },
    NOTIFICATIONS,
  ],
};

/** A route of a role with its title resolved from the menu where it is a menu item. */
export interface ResolvedRoute extends RouteMeta {
  title: string;
  /** Absolute path pattern, e.g. "/main/edit-service/:id". */
  fullPath: string;
}

export function routesForUserType(userType: UserType): ResolvedRoute[] {
  const items = flattenMenu(menuForUserType(userType));
  const home = ROLE_HOME[userType];
  return ROUTE_META[userType].map((route) => {
    const title = route.title ?? items.find((entry) => entry.id === route.menuId)?.title ?? route.path;
    return { ...route, title, fullPath: route.path ? `${home}/${route.path}` : home };
  });
}

/** The route of a role that a location path shows, if any. */
export function matchRouteMeta(userType: UserType, pathname: string): ResolvedRoute | undefined {
  return routesForUserType(userType).find((route) => matchPath({ path: route.fullPath, end: true }, pathname));
}

/** Finds a menu item and the groups/collapses above it, outermost first. */
export function menuTrail(items: readonly MenuItem[], id: string): MenuItem[] | undefined {
  for (const entry of items) {
    if (entry.id === id && entry.type === 'item') return [entry];
    const below = entry.children ? menuTrail(entry.children, id) : undefined;
    if (below) return [entry, ...below];
  }
  return undefined;
}
