/** The site feature's public surface: the site's name and the page titles. */
export { siteKeys, siteInfoQuery, appearanceQuery, matchPageType, formatTitle } from './api.ts';
