import { defineModule } from '../api-module';
import { invoiceExport } from './invoice-export';
import { gstr1Routes } from './invoice-gstr1';
import { invoiceRoutes } from './invoice-routes';

export default defineModule({
  tags: [{ name: 'invoices', description: 'GST documents: tax invoices, bills of supply and credit notes, issued with each payment and refund; their CSV and the GSTR-1 file' }],
  access: 'invoices.read',
  routes: [invoiceRoutes, gstr1Routes],
  exports: [invoiceExport],
});
