import { nextSopStatus, SOP_ACTIONS, SOP_EDITABLE_STATUS, type SopAction, type SopStatus } from '@carcare/contracts';

/** The status changes an SOP offers: exactly those its state machine (DESIGN §4) allows. */
export function allowedSopActions(status: SopStatus): SopAction[] {
  return SOP_ACTIONS.filter((action) => nextSopStatus(status, action) !== null);
}

/** Only a draft is edited or deleted. */
export function isEditableSop(status: SopStatus): boolean {
  return status === SOP_EDITABLE_STATUS;
}
