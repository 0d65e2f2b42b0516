import { defineModule } from '../api-module';
import { settlementRoutes } from './settlement-routes';

export default defineModule({
  tags: [{ name: 'settlements', description: 'Weekly statements of what the platform owes each workshop, their payment, and the commission rates they charge' }],
  access: 'settlements.read',
  routes: [settlementRoutes],
});
