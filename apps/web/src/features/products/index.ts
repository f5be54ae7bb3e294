/** The products feature's public surface (the wardrobe, 好物); other code imports only from here. */
export { productListQuery } from './api.ts';
export { ProductGrid } from './components/product-card.tsx';
export { FavoriteProductsList } from './components/favorite-products-list.tsx';
