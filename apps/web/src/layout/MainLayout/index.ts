export { MainLayout as default } from './MainLayout';
