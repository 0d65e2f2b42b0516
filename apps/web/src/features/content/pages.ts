import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry';

/** The super admin's Settings group: Consent Form, Privacy Policy (one shared editor) and Promotional Banners. */
export const contentPages: PageRegistry = {
  'super_admin:concerns': lazy(() => import('./PolicyEditorPage').then((module) => ({ default: module.ConsentFormPage }))),
  'super_admin:privacy': lazy(() => import('./PolicyEditorPage').then((module) => ({ default: module.PrivacyPolicyPage }))),
  'super_admin:promotionalbanners': lazy(() => import('./BannersPage')),
};
