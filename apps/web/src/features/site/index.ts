/** The site feature's public surface: the site's name and the page titles. */
export { siteKeys, siteInfoQuery, matchPageType, formatTitle } from './api.ts';
