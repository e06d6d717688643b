export * from './auth.ts';
export * from './envelope.ts';
export * from './levels.ts';
export * from './manufacturers.ts';
export * from './messages.ts';
export * from './pagination.ts';
export * from './subscriptions.ts';
