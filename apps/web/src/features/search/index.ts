/** The search feature's public surface. */
export { searchQuery } from './api.ts';
export { SearchBox } from './components/search-box.tsx';
export { SearchPage } from './pages/search-page.tsx';
export { requestOf, searchStateFrom } from './search-params.ts';
