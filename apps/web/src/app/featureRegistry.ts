import type { FeatureDescriptor } from './defineFeature';

/**
 * The feature descriptors, as the composition root (shell/features.ts) found them. The foundation
 * and the layout read them here rather than import shell/, which sits above them and knows every
 * feature. The shell registers them as its route table loads, before any console page renders.
 */
let registered: readonly FeatureDescriptor[] | undefined;

export function registerFeatures(features: readonly FeatureDescriptor[]): void {
  registered = features;
}

export function registeredFeatures(): readonly FeatureDescriptor[] {
  if (!registered) throw new Error('No feature descriptors: shell/features.ts registers them');
  return registered;
}
