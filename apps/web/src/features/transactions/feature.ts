import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { everyOrOwnWorkshopRoutes } from '../../components/list/prefetchList';
import { TRANSACTION_LIST, transactionsApi } from './transactionsApi';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const TransactionIcon = lazyMenuIcon(() => import('@mui/icons-material/ReceiptLongOutlined'));

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Transaction: true;
  }
}

/** Payments, refunds and payouts: every workshop's for the super admin, its own (read-only) for a workshop admin. */
export default defineFeature({
  id: 'transactions',
  tags: ['Transaction'],
  routes: everyOrOwnWorkshopRoutes({ path: 'transactions', menuId: 'transactions', page: gridPage(() => import('./TransactionListPage')) }, transactionsApi.endpoints.listTransactions, TRANSACTION_LIST),
  icons: { transaction: TransactionIcon },
});
