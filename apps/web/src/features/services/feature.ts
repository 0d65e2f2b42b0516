import { lazy } from 'react';
import ServiceFormIcon from '@mui/icons-material/PostAddOutlined';
import ServiceIcon from '@mui/icons-material/HomeRepairServiceOutlined';
import { defineFeature } from '../../app/defineFeature';

/** The service catalogue (super admin) and a workshop's offered services. */
export const servicesFeature = defineFeature({
  id: 'services',
  routes: {
    super_admin: [
      { path: 'service', menuId: 'service', page: lazy(() => import('./ServiceCataloguePage')) },
      { path: 'addservice', title: 'Add Service', parentId: 'service', permission: 'services.manage', page: lazy(() => import('./AddServicePage')) },
      { path: 'edit-service/:id', title: 'Edit Service', parentId: 'service', permission: 'services.manage', page: lazy(() => import('./EditServicePage')) },
      { path: 'serviceinclusionsform', title: 'Service Inclusions', parentId: 'service', permission: 'inclusions.manage', page: lazy(() => import('./InclusionsPage')) },
    ],
    workshop_admin: [
      { path: 'list-service', menuId: 'list-service', page: lazy(() => import('./OfferingListPage')) },
      { path: 'service', menuId: 'service', page: lazy(() => import('./OfferServicePage')) },
      { path: 'edit-service/:id', title: 'Edit Service', parentId: 'list-service', permission: 'offerings.manage', page: lazy(() => import('./EditOfferingPage')) },
      { path: 'requestnewservice', title: 'Request New Service', parentId: 'list-service', permission: 'services.request', page: lazy(() => import('./RequestNewServicePage')) },
    ],
  },
  icons: { service: ServiceIcon, serviceForm: ServiceFormIcon },
});
