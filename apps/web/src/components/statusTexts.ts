/** The texts of a record's status card and of its change's confirmation (EntityStatusCard, useStatusChange). */
export interface StatusTexts {
  statusLabel: string;
  statusActive: string;
  statusInactive: string;
  deactivate: string;
  reactivate: string;
  deactivateTitle: string;
  deactivateText: string;
  reactivateTitle: string;
  reactivateText: string;
  deactivated: string;
  reactivated: string;
}
