import type { ComponentType, LazyExoticComponent } from 'react';
import type { UserType } from '@carcare/contracts';

/** A built page of a role route, keyed "role:path" (path as in routeMeta, e.g. "workshop-list"). */
export type PageKey = `${UserType}:${string}`;
export type PageRegistry = Partial<Record<PageKey, LazyExoticComponent<ComponentType>>>;
