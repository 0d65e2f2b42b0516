import { defineModule } from '../api-module';
import { policyRoutes } from './policy-routes';

export default defineModule({
  tags: [{ name: 'policies', description: 'Consent form and privacy policy: Markdown drafts, published versions, history; the public current version' }],
  access: 'policies.manage',
  routes: [policyRoutes],
});
