/** The custom pages feature's public surface. */
export { pageKeys } from './api.ts';
