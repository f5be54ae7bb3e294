/** The search feature's public surface. */
export { SearchBox } from './components/search-box.tsx';
