export * from './alerts.ts';
export * from './catalog.ts';
export * from './extension.ts';
export * from './jobs.ts';
export * from './rate-limits.ts';
export * from './settings.ts';
export * from './tenancy.ts';
export * from './users.ts';
