import { defineModule } from '../api-module';
import { webhookRoutes } from './webhook-routes';

export default defineModule({
  tags: [{ name: 'payments', description: 'The payment gateway’s signed webhook: captured payments and processed refunds' }],
  // The gateway proves itself with the body's signature, not a bearer token.
  access: 'public',
  routes: [webhookRoutes],
});
