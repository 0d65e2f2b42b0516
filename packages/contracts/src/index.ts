export * from './roles';
export * from './messages';
export * from './limits';
export * from './menu';
export * from './auth';
export * from './api';
export * from './apiPaths';
export * from './signInTexts';
