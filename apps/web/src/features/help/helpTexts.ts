import type { UserType } from '@carcare/contracts';

/** One line per menu item id: what the page is for, in the role's own terms. */
export const MENU_ITEM_HELP: Readonly<Record<UserType, Readonly<Record<string, string>>>> = {
  super_admin: {
    default: 'Platform figures at a glance: workshops, requests, revenue, top-rated garages and open concerns, over a date range you choose.',
    'workshop-list': 'Every garage and its admin: add a workshop, edit its details, activate or deactivate it.',
    'society-list': 'Residential societies and their managers, with the workers assigned to each.',
    listofleave: "Workers' approved and pending leaves that overlap a date range, across all workshops.",
    userconcerns: 'Customer concerns as tickets: reply, set the priority and move them from open to resolved.',
    concerns: 'The consent form customers accept: edit a draft and publish it as the next version.',
    privacy: 'The privacy policy: edit a draft, publish it and see every earlier version.',
    promotionalbanners: 'Banners of the customer app: upload, schedule, order and switch them on or off.',
    audit: 'Every recorded change: who changed what and when, with the changed fields.',
    service: 'The service catalogue: prices per vehicle type, inclusions, SOPs and new-service requests from workshops.',
    requests: 'Every service request: filter by status, date, workshop or society and open one for its history.',
    reviews: 'Customer reviews of workshops and workers: hide or publish them with a reason.',
    reasons: 'The reasons offered when a request is cancelled, per audience and in order.',
    transactions: 'Payments, refunds and payouts with totals, CSV export and refunds.',
  },
  workshop_admin: {
    default: "Your workshop's day: today's schedule, who is on leave, requests by status, revenue, rating and open concerns.",
    'workshop-list': "Your workers: add one, edit skills and societies, and open a worker's profile.",
    'list-service': 'The services your workshop offers, with your prices per vehicle type.',
    userconcerns: 'Customer concerns about your requests: reply and resolve them.',
    service: 'Offer a catalogue service at your workshop, or ask for a new service to be added.',
    'list-requests': 'Your service requests: accept, assign a worker, track progress and record cash payments.',
    listofleaves: "Your workers' leaves: record, approve or reject them and see who is absent when.",
  },
  society_manager: {
    default: 'Workers serving your society, who is absent today and requests this week.',
    'society-list': 'The workers assigned to your society, with their skills and status.',
    listofleave: "Your society's workers who are absent in a date range.",
  },
};

export const HELP_TEXTS = {
  title: 'Help',
  topics: 'Help topics',
  intro: 'What each item of your menu is for. Select a title to open the page.',
  elsewhere: 'Elsewhere',
  profile: 'Profile',
  profileHelp: 'Your own details; also opened from your avatar at the top right.',
  notifications: 'Notifications',
  notificationsHelp: 'The bell at the top counts what is new for you; this page lists every notification.',
  search: 'Search',
  searchHelp: 'The search box at the top finds what you may see by name, code, phone or registration number.',
} as const;
