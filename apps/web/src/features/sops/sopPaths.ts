import { ROLE_HOME } from '@carcare/contracts';

const HOME = ROLE_HOME.super_admin;

export const SOP_LIST_PATH = `${HOME}/sop`;
export const SOP_CREATE_PATH = `${HOME}/create-sop`;
/** An existing SOP opens in the create-sop page by its id. */
export const sopEditorPath = (id: number) => `${SOP_CREATE_PATH}?id=${id}`;
