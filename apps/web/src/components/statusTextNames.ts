import { RECORD_LOAD_TEXT_NAMES } from './list/listTextNames';

/** The words of deactivate / reactivate (useStatusChange), by their names in a feature's catalogue. */
export const STATUS_CHANGE_TEXT_NAMES = ['deactivate', 'reactivate', 'deactivateTitle', 'deactivateText', 'reactivateTitle', 'reactivateText', 'deactivated', 'reactivated'] as const;

/** The words of an edit page with a status card (EditEntityPage): loading, the status and its change, saved. */
export const EDIT_ENTITY_TEXT_NAMES = [...RECORD_LOAD_TEXT_NAMES, 'statusLabel', 'statusActive', 'statusInactive', ...STATUS_CHANGE_TEXT_NAMES, 'saved'] as const;
