import type { DEFAULT_INVOICE_SORT, Invoice, InvoiceListQuery } from '@carcare/contracts';
import type { ListDefinition } from '../../components/list/prefetchList';
import { defineResource, injectResource } from '../../api/resource';

/** GST documents: tax invoices, bills of supply and credit notes (read-only; the server issues them with payments and refunds). */
export const invoices = defineResource<{ item: Invoice; query: InvoiceListQuery }>({ path: 'invoices', tag: 'Invoice' });

export const invoicesApi = injectResource(invoices, ['Invoice', 'Invoices', 'list']);

export const { useListInvoicesQuery } = invoicesApi;

// The contract's default sort as a literal (checked against it): importing its value would bring the
// contract module's zod schemas into the route table, which every console page loads.
/** The list page's filters and default sort: its query, which is also asked for as its route is entered (prefetchList). */
export const INVOICE_LIST = { filters: ['kind', 'from', 'to', 'workshop_id'] as const, sort: '-issued_at' satisfies typeof DEFAULT_INVOICE_SORT, viewKey: 'list.invoices' } satisfies ListDefinition<string>;
