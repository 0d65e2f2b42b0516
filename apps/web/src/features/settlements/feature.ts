import { defineFeature, type RouteData } from '../../app/defineFeature';
import { lazyPage } from '../../app/lazyPage';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList, prefetchWorkshopFilter } from '../../components/list/prefetchList';
import { prefetchRecord } from '../../app/prefetch';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const SettlementIcon = lazyMenuIcon(() => import('@mui/icons-material/AccountBalanceOutlined'));

const listPage = (name: 'SuperAdminSettlementListPage' | 'WorkshopSettlementListPage') =>
  gridPage(() => import('./SettlementListPage').then((m) => ({ default: m[name] })));
const statementPage = lazyPage(() => import('./SettlementPage'));
const STATEMENT_TITLE = 'Statement';

// The first queries are asked for as the route is entered, beside the page's code; the endpoints
// come with the API module's own small chunk, not the route table, which every console page loads.
const listData =
  (workshops: boolean): RouteData =>
  (params, dispatch, pathParams) => {
    if (workshops) prefetchWorkshopFilter(params, dispatch, pathParams);
    void import('./settlementsApi').then((m) => prefetchList(m.settlementsApi.endpoints.listSettlements, m.SETTLEMENT_LIST)(params, dispatch, pathParams));
  };
const statementData: RouteData = (params, dispatch, pathParams) => void import('./settlementsApi').then((m) => prefetchRecord(m.settlementsApi.endpoints.getSettlement)(params, dispatch, pathParams));

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Settlement: true;
    CommissionRate: true;
  }
}

/** Weekly statements of what the platform owes each workshop, their payment, and commission rates. */
export default defineFeature({
  id: 'settlements',
  tags: ['Settlement', 'CommissionRate'],
  routes: {
    super_admin: [
      { path: 'settlements', menuId: 'settlements', page: listPage('SuperAdminSettlementListPage'), data: listData(true) },
      { path: 'settlements/:id', title: STATEMENT_TITLE, parentId: 'settlements', permission: 'settlements.read', page: statementPage, data: statementData },
    ],
    workshop_admin: [
      { path: 'settlements', menuId: 'settlements', page: listPage('WorkshopSettlementListPage'), data: listData(false) },
      { path: 'settlements/:id', title: STATEMENT_TITLE, parentId: 'settlements', permission: 'settlements.read', page: statementPage, data: statementData },
    ],
  },
  icons: { settlement: SettlementIcon },
});
