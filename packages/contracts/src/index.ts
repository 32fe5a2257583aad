export * from './constants.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './system.ts';
export * from './users.ts';
export * from './accounts.ts';
