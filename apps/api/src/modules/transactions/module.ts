import { defineModule } from '../api-module';
import { transactionExport } from './transaction-export';
import { transactionRoutes } from './transaction-routes';

export default defineModule({
  tags: [{ name: 'transactions', description: 'Payments, refunds and payouts: filters, totals, CSV (a workshop admin its own workshop’s) and refunds (super admin)' }],
  access: 'transactions.read',
  routes: [transactionRoutes],
  exports: [transactionExport],
});
