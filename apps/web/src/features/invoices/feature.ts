import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { everyOrOwnWorkshopRoutes } from '../../components/list/prefetchList';
import { INVOICE_LIST, invoicesApi } from './invoicesApi';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const InvoiceIcon = lazyMenuIcon(() => import('@mui/icons-material/ReceiptLongOutlined'));

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Invoice: true;
  }
}

/** GST documents: every workshop's for the super admin, its own for a workshop admin. */
export default defineFeature({
  id: 'invoices',
  tags: ['Invoice'],
  routes: everyOrOwnWorkshopRoutes({ path: 'invoices', menuId: 'invoices', page: gridPage(() => import('./InvoiceListPage')) }, invoicesApi.endpoints.listInvoices, INVOICE_LIST),
  icons: { invoice: InvoiceIcon },
});
