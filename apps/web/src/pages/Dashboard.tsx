// The dashboard route of every role renders the dashboard feature's page.
export { default } from '../features/dashboard/DashboardPage';
