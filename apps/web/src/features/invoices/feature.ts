import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList, prefetchWorkshopFilter } from '../../components/list/prefetchList';
import { INVOICE_LIST, invoicesApi } from './invoicesApi';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const InvoiceIcon = lazyMenuIcon(() => import('@mui/icons-material/ReceiptLongOutlined'));

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Invoice: true;
  }
}

const listPage = gridPage(() => import('./InvoiceListPage'));

/** GST documents: every workshop's for the super admin, its own for a workshop admin. */
export default defineFeature({
  id: 'invoices',
  tags: ['Invoice'],
  routes: {
    super_admin: [{ path: 'invoices', menuId: 'invoices', page: listPage, data: prefetchList(invoicesApi.endpoints.listInvoices, INVOICE_LIST, prefetchWorkshopFilter) }],
    workshop_admin: [{ path: 'invoices', menuId: 'invoices', page: listPage, data: prefetchList(invoicesApi.endpoints.listInvoices, INVOICE_LIST) }],
  },
  icons: { invoice: InvoiceIcon },
});
