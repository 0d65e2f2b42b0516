// The SOPs' states, actions, bounds and sorts, without zod: the console's lists use them without loading any schema (plain/index.ts).
import { nextStatusBy, type Transitions } from './transitions';

export const SOP_STATUSES = ['draft', 'published', 'archived'] as const;
export type SopStatus = (typeof SOP_STATUSES)[number];
export const SOP_ACTIONS = ['publish', 'archive'] as const;
export type SopAction = (typeof SOP_ACTIONS)[number];

/**
 * DESIGN §4: draft → published → archived. A draft may also be archived directly: it is set aside
 * but kept for reference (deleting removes it for good). Nothing leaves archived.
 */
export const SOP_TRANSITIONS: Transitions<SopStatus, SopAction> = {
  publish: { from: ['draft'], to: 'published' },
  archive: { from: ['draft', 'published'], to: 'archived' },
};

export function nextSopStatus(current: SopStatus, action: SopAction): SopStatus | null {
  return nextStatusBy(SOP_TRANSITIONS, current, action);
}

/** Only a draft can be edited or deleted; a published SOP is what workshops follow, so it stays as published. */
export const SOP_EDITABLE_STATUS: SopStatus = 'draft';
export const SOP_NOT_EDITABLE_MESSAGE = 'Only a draft SOP can be edited';
export const SOP_NOT_DELETABLE_MESSAGE = 'Only a draft SOP can be deleted; archive it instead';

export const SOP_TITLE_MAX = 120;
export const SOP_MAX_STEPS = 50;
export const SOP_STEP_MAX = 300;

/**
 * Sort keys of the SOP list (prefix "-" for descending); default most recently updated first. The
 * default is a column the console shows ("Updated"): a grid drops a sort on a field it has no
 * column for and reports the change during its first render, which made the list rewrite its URL
 * while rendering (react-router's "call navigate() in a React.useEffect()" warning).
 */
export const SOP_SORTS = ['title', 'created_at', 'updated_at', 'status'] as const;
export const DEFAULT_SOP_SORT = '-updated_at';
