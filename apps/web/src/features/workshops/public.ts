/** What other features may use of the workshops feature: a workshop's working-hours card. */
export { WorkingHoursCard } from './WorkingHoursCard';
