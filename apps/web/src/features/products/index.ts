/** The products feature's public surface (the wardrobe, 好物); other code imports only from here. */
export { productListQuery, productQuery, productCategoriesQuery } from './api.ts';
export { productListParamsFrom } from './list-params.ts';
export { loadProductList, loadProduct, type ProductListLoaderData } from './loaders.ts';
export { ProductCard, ProductGrid } from './components/product-card.tsx';
export { galleryOf } from './components/product-gallery.tsx';
export { FavoriteProductsList } from './components/favorite-products-list.tsx';
export { ProductListPage } from './pages/product-list-page.tsx';
export { ProductPage } from './pages/product-page.tsx';
