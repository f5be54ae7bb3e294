/** The site feature's public surface: the site's name and the page titles. */
export { siteKeys, siteInfoQuery, appearanceQuery, pageTitleStepsOf } from './api.ts';
