import CashIcon from '@mui/icons-material/SavingsOutlined';
import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList, prefetchWorkshopFilter } from '../../components/list/prefetchList';
import { CASH_DEPOSIT_LIST, cashApi } from './cashApi';

const page = (name: 'SuperAdminCashPage' | 'WorkshopCashPage') => gridPage(() => import('./CashPage').then((m) => ({ default: m[name] })));

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    CashDeposit: true;
    CashInHand: true;
  }
}

/** The cash each worker still holds, and the deposits that take it in. */
export default defineFeature({
  id: 'cash',
  tags: ['CashDeposit', 'CashInHand'],
  routes: {
    super_admin: [{ path: 'cash', menuId: 'cash', page: page('SuperAdminCashPage'), data: prefetchList(cashApi.endpoints.listCashDeposits, CASH_DEPOSIT_LIST, prefetchWorkshopFilter) }],
    workshop_admin: [{ path: 'cash', menuId: 'cash', page: page('WorkshopCashPage'), data: prefetchList(cashApi.endpoints.listCashDeposits, CASH_DEPOSIT_LIST) }],
  },
  icons: { cash: CashIcon },
});
