export * from './errors.ts';
export * from './envelope.ts';
export * from './user.ts';
export * from './auth.ts';
export * from './codes.ts';
export * from './site.ts';
export * from './routes.ts';
