import { lazyPage } from '../../app/lazyPage';
import TransactionIcon from '@mui/icons-material/ReceiptLongOutlined';
import { defineFeature } from '../../app/defineFeature';

/** Payments, refunds and payouts. */
export const transactionsFeature = defineFeature({
  id: 'transactions',
  routes: { super_admin: [{ path: 'transactions', menuId: 'transactions', page: lazyPage(() => import('./TransactionListPage')) }] },
  icons: { transaction: TransactionIcon },
});
