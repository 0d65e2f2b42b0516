import { defineModule } from '../api-module';
import { invoiceRoutes } from './invoice-routes';

export default defineModule({
  tags: [{ name: 'invoices', description: 'GST documents: tax invoices, bills of supply and credit notes, issued with each payment and refund' }],
  access: 'invoices.read',
  routes: [invoiceRoutes],
});
