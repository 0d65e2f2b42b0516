import { defineModule } from '../api-module';
import { cashRoutes } from './cash-routes';

export default defineModule({
  tags: [{ name: 'cash', description: 'Cash in hand: what each worker holds from cash payments, and the deposits that take it in' }],
  access: 'cash.read',
  routes: [cashRoutes],
});
