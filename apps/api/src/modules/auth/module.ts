import { defineModule } from '../api-module';
import { authRoutes } from './auth-routes';

export default defineModule({
  tags: [{ name: 'auth', description: 'Phone + OTP sign-in and sessions' }],
  access: 'public',
  routes: [authRoutes],
});
