import { lazyPage } from '../../app/lazyPage';
import { defineFeature } from '../../app/defineFeature';
import { prefetchRecord } from '../../app/prefetch';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList } from '../../components/list/prefetchList';
import { OFFERING_LIST, offeringsApi } from './offeringsApi';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const ServiceFormIcon = lazyMenuIcon(() => import('@mui/icons-material/PostAddOutlined'));
const ServiceIcon = lazyMenuIcon(() => import('@mui/icons-material/HomeRepairServiceOutlined'));

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Service: true;
    Inclusion: true;
    Offering: true;
  }
}

/** The service catalogue (super admin) and a workshop's offered services. */
export default defineFeature({
  id: 'services',
  tags: ['Service', 'Inclusion', 'Offering'],
  routes: {
    super_admin: [
      { path: 'service', menuId: 'service', page: gridPage(() => import('./ServiceCataloguePage')) },
      { path: 'addservice', title: 'Add Service', parentId: 'service', permission: 'services.manage', page: lazyPage(() => import('./AddServicePage')) },
      { path: 'edit-service/:id', title: 'Edit Service', parentId: 'service', permission: 'services.manage', page: lazyPage(() => import('./EditServicePage')) },
      { path: 'serviceinclusionsform', title: 'Service Inclusions', parentId: 'service', permission: 'inclusions.manage', page: gridPage(() => import('./InclusionsPage')) },
    ],
    workshop_admin: [
      { path: 'list-service', menuId: 'list-service', page: gridPage(() => import('./OfferingListPage')), data: prefetchList(offeringsApi.endpoints.listOfferings, OFFERING_LIST) },
      { path: 'service', menuId: 'service', page: lazyPage(() => import('./OfferServicePage')) },
      { path: 'edit-service/:id', title: 'Edit Service', parentId: 'list-service', permission: 'offerings.manage', page: lazyPage(() => import('./EditOfferingPage')), data: prefetchRecord(offeringsApi.endpoints.getOffering) },
      { path: 'requestnewservice', title: 'Request New Service', parentId: 'list-service', permission: 'services.request', page: lazyPage(() => import('./RequestNewServicePage')) },
    ],
  },
  icons: { service: ServiceIcon, serviceForm: ServiceFormIcon },
});
