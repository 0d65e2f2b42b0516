import { defineModule } from '../api-module';
import { scheduleRoutes } from './schedule-routes';

export default defineModule({
  tags: [{ name: 'schedule', description: 'The day board: working hours, workers and jobs of one workshop’s day' }],
  access: 'requests.read',
  routes: [scheduleRoutes],
});
