import SettlementIcon from '@mui/icons-material/AccountBalanceOutlined';
import { defineFeature } from '../../app/defineFeature';
import { lazyPage } from '../../app/lazyPage';
import { prefetchRecord } from '../../app/prefetch';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList, prefetchWorkshopFilter } from '../../components/list/prefetchList';
import { SETTLEMENT_LIST, settlementsApi } from './settlementsApi';

const listPage = (name: 'SuperAdminSettlementListPage' | 'WorkshopSettlementListPage') =>
  gridPage(() => import('./SettlementListPage').then((m) => ({ default: m[name] })));
const statementPage = lazyPage(() => import('./SettlementPage'));
const STATEMENT_TITLE = 'Statement';
const statementData = prefetchRecord(settlementsApi.endpoints.getSettlement);

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
      { path: 'settlements', menuId: 'settlements', page: listPage('SuperAdminSettlementListPage'), data: prefetchList(settlementsApi.endpoints.listSettlements, SETTLEMENT_LIST, prefetchWorkshopFilter) },
      { path: 'settlements/:id', title: STATEMENT_TITLE, parentId: 'settlements', permission: 'settlements.read', page: statementPage, data: statementData },
    ],
    workshop_admin: [
      { path: 'settlements', menuId: 'settlements', page: listPage('WorkshopSettlementListPage'), data: prefetchList(settlementsApi.endpoints.listSettlements, SETTLEMENT_LIST) },
      { path: 'settlements/:id', title: STATEMENT_TITLE, parentId: 'settlements', permission: 'settlements.read', page: statementPage, data: statementData },
    ],
  },
  icons: { settlement: SettlementIcon },
});
