import { lazy } from 'react';
import GarageIcon from '@mui/icons-material/GarageOutlined';
import { defineFeature } from '../../app/defineFeature';

/** Garages and their admins (the super admin's "Garage Admins"). */
export const workshopsFeature = defineFeature({
  id: 'workshops',
  routes: {
    super_admin: [
      { path: 'addWorkshop', title: 'Add Workshop', parentId: 'workshop-list', permission: 'workshops.manage', page: lazy(() => import('./AddWorkshopPage')) },
      { path: 'workshop-list', menuId: 'workshop-list', page: lazy(() => import('./WorkshopListPage')) },
      { path: 'editWorkshop', title: 'Edit Workshop', parentId: 'workshop-list', permission: 'workshops.manage', page: lazy(() => import('./EditWorkshopPage')) },
      { path: 'adminprofile/:id', title: 'Admin Profile', parentId: 'workshop-list', permission: 'workshops.readOne', page: lazy(() => import('./WorkshopProfilePage')) },
    ],
  },
  icons: { garage: GarageIcon },
});
