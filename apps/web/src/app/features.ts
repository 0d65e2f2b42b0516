import type { FeatureDescriptor } from './defineFeature';
import { auditFeature } from '../features/audit/feature';
import { concernsFeature } from '../features/concerns/feature';
import { contentFeature } from '../features/content/feature';
import { dashboardFeature } from '../features/dashboard/feature';
import { helpFeature } from '../features/help/feature';
import { leavesFeature } from '../features/leaves/feature';
import { notificationsFeature } from '../features/notifications/feature';
import { profileFeature } from '../features/profile/feature';
import { reasonsFeature } from '../features/reasons/feature';
import { requestsFeature } from '../features/requests/feature';
import { reviewsFeature } from '../features/reviews/feature';
import { servicesFeature } from '../features/services/feature';
import { societiesFeature } from '../features/societies/feature';
import { sopsFeature } from '../features/sops/feature';
import { transactionsFeature } from '../features/transactions/feature';
import { workersFeature } from '../features/workers/feature';
import { workshopsFeature } from '../features/workshops/feature';

/** The console's features: the one list routes, breadcrumbs, titles and menu icons come from. */
export const FEATURES: readonly FeatureDescriptor[] = [
  dashboardFeature,
  workshopsFeature,
  societiesFeature,
  workersFeature,
  leavesFeature,
  concernsFeature,
  contentFeature,
  auditFeature,
  servicesFeature,
  sopsFeature,
  requestsFeature,
  reviewsFeature,
  reasonsFeature,
  transactionsFeature,
  profileFeature,
  helpFeature,
  notificationsFeature,
];
