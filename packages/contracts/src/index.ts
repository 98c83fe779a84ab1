export * from './auth';
export * from './common';
export * from './constants';
export * from './logs';
export * from './navigation';
export * from './roles';
export * from './users';
