import type { FeatureDescriptor } from '../app/defineFeature';
import { registerFeatures } from '../app/featureRegistry';

// Every folder of features/ with a feature.ts is a feature: its descriptor is that file's default
// export. Found, not listed: a new feature is its folder. The descriptors stay light (paths, titles,
// icons and lazy pages), and this module loads with the role routes, never with the sign-in page.
const found = import.meta.glob<FeatureDescriptor>('../features/*/feature.ts', { eager: true, import: 'default' });

/** The console's features: the one list routes, breadcrumbs, titles and menu icons come from. */
export const FEATURES: readonly FeatureDescriptor[] = Object.values(found);

registerFeatures(FEATURES);
