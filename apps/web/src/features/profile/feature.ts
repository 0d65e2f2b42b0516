import { lazyPage } from '../../app/lazyPage';
import { defineFeature } from '../../app/defineFeature';
import { SHELL_LABELS } from '../../layout/MainLayout/labels';

const routes = [{ path: 'profile', title: SHELL_LABELS.profile, page: lazyPage(() => import('./ProfilePage')) }];

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Me: true;
  }
}

/** The signed-in admin's own profile, reached from the profile menu of the top bar. */
export default defineFeature({
  id: 'profile',
  tags: ['Me'],
  routes: { super_admin: routes, workshop_admin: routes, society_manager: routes },
});
