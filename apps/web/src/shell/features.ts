import type { FeatureDescriptor } from '../app/defineFeature';
import { registerFeatures } from '../app/featureRegistry';
import { addApiTagTypes } from '../api/baseApi';

// Every folder of features/ with a feature.ts is a feature: its descriptor is that file's default
// export (routes, menu icons, cache tags). Found, not listed: a new feature is its folder. The
// descriptors stay light (paths, titles, icons, lazy pages and their first queries), and this module
// loads with the role routes, never with the sign-in page.
const found = import.meta.glob<FeatureDescriptor>('../features/*/feature.ts', { eager: true, import: 'default' });

/** The console's features: the one list routes, breadcrumbs, titles, menu icons and cache tags come from. */
export const FEATURES: readonly FeatureDescriptor[] = Object.values(found);

registerFeatures(FEATURES);
addApiTagTypes(FEATURES.flatMap((feature) => feature.tags ?? []));
