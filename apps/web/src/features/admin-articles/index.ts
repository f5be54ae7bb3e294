/** What other back-office screens use of the articles area: the tag picker's list. */
export { allTagsQuery } from './api.ts';
