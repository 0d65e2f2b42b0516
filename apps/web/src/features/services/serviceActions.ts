import { SERVICE_ACTIONS, nextServiceStatus, type ServiceAction, type ServiceStatus } from '@carcare/contracts';

/** The status changes a service offers: exactly those the catalogue's state machine (DESIGN §4) allows. */
export function allowedServiceActions(status: ServiceStatus): ServiceAction[] {
  return SERVICE_ACTIONS.filter((action) => nextServiceStatus(status, action) !== null);
}
