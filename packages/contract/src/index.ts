export * from './auth.ts';
export * from './envelope.ts';
export * from './levels.ts';
