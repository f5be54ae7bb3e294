/** The custom pages feature's public surface. */
export { pageKeys, publicPageQuery, publicPagesQuery } from './api.ts';
