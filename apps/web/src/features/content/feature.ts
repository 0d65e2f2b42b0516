import { lazyPage } from '../../app/lazyPage';
import { defineFeature } from '../../app/defineFeature';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const BannerIcon = lazyMenuIcon(() => import('@mui/icons-material/ViewCarouselOutlined'));
const ConsentIcon = lazyMenuIcon(() => import('@mui/icons-material/AssignmentTurnedInOutlined'));
const PrivacyIcon = lazyMenuIcon(() => import('@mui/icons-material/PrivacyTipOutlined'));
const SettingsIcon = lazyMenuIcon(() => import('@mui/icons-material/SettingsOutlined'));

const policyPage = (name: 'ConsentFormPage' | 'PrivacyPolicyPage') => lazyPage(() => import('./PolicyEditorPage').then((m) => ({ default: m[name] })));

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Policy: true;
    Banner: true;
  }
}

/** The super admin's Settings group: Consent Form, Privacy Policy (one shared editor) and Promotional Banners. */
export default defineFeature({
  id: 'content',
  tags: ['Policy', 'Banner'],
  routes: {
    super_admin: [
      { path: 'concerns', menuId: 'concerns', page: policyPage('ConsentFormPage') },
      { path: 'privacy', menuId: 'privacy', page: policyPage('PrivacyPolicyPage') },
      { path: 'promotionalbanners', menuId: 'promotionalbanners', page: lazyPage(() => import('./BannersPage')) },
    ],
  },
  icons: { settings: SettingsIcon, consent: ConsentIcon, privacy: PrivacyIcon, banner: BannerIcon },
});
