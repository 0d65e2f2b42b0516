import { defineFeature, type RouteData } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList, prefetchWorkshopFilter } from '../../components/list/prefetchList';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const CashIcon = lazyMenuIcon(() => import('@mui/icons-material/PaymentsOutlined'));

const page = (name: 'SuperAdminCashPage' | 'WorkshopCashPage') => gridPage(() => import('./CashPage').then((m) => ({ default: m[name] })));

// The deposits' first page is asked for as the route is entered; its endpoint comes with the API
// module's own chunk, not the route table, which every console page loads.
const data =
  (workshops: boolean): RouteData =>
  (params, dispatch, pathParams) => {
    if (workshops) prefetchWorkshopFilter(params, dispatch, pathParams);
    void import('./cashApi').then((m) => prefetchList(m.cashApi.endpoints.listCashDeposits, m.CASH_DEPOSIT_LIST)(params, dispatch, pathParams));
  };

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
    super_admin: [{ path: 'cash', menuId: 'cash', page: page('SuperAdminCashPage'), data: data(true) }],
    workshop_admin: [{ path: 'cash', menuId: 'cash', page: page('WorkshopCashPage'), data: data(false) }],
  },
  icons: { cash: CashIcon },
});
