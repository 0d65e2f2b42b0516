import type { LeaveAction } from '@carcare/contracts';
import type { ListPanelTexts } from '../../components/list/ListCard';
import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** The Absent List, its decisions and the Record leave dialog, English and Hindi. */
export const leaveCatalogue = defineCatalogue('leaves', english, () => import('./i18n/hi.json'));

export type LeaveTexts = Translate<Extract<keyof typeof english, string>>;

/** Which decisions are destructive (red) and which need a note: rules, not words. */
const LEAVE_ACTION_RULES: Readonly<Record<LeaveAction, { noteRequired: boolean; destructive: boolean }>> = {
  approve: { noteRequired: false, destructive: false },
  reject: { noteRequired: true, destructive: true },
  cancel: { noteRequired: false, destructive: true },
};

/** The row button, the confirmation and the snackbar of one decision. */
export function leaveActionTexts(t: LeaveTexts, action: LeaveAction) {
  return {
    button: t(`action.${action}.button`),
    label: t(`action.${action}.label`),
    title: t(`action.${action}.title`),
    text: t(`action.${action}.text`),
    done: t(`action.${action}.done`),
    noteLabel: t(`action.${action}.noteLabel`),
    ...LEAVE_ACTION_RULES[action],
  };
}

/** The words of the Absent List for ListCard. */
export function leaveListTexts(t: LeaveTexts): ListPanelTexts {
  return {
    searchLabel: t('searchLabel'),
    any: t('any'),
    gridLabel: t('gridLabel'),
    none: t('none'),
    rangeInvalid: t('rangeInvalid'),
    listFailed: t('listFailed'),
    retry: t('retry'),
  };
}
