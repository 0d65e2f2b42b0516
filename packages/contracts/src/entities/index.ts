export * from './common';
export * from './workshops';
export * from './societies';
export * from './workers';
export * from './leaves';
export * from './services';
export * from './requests';
