import { defineFeature } from '../../app/feature-manifest.ts';

/** Product management, the product editor, product snapshots and categories. */
export const adminProductsFeature = defineFeature({
  name: 'admin-products',
  routes: () => ({
    admin: [
      {
        path: 'products',
        handle: { title: '商品管理' },
        lazy: async () => ({ Component: (await import('./pages/products-page.tsx')).ProductsPage }),
      },
      {
        path: 'products/new',
        handle: { title: '新建商品' },
        lazy: async () => ({ Component: (await import('./pages/product-editor-page.tsx')).ProductEditorPage }),
      },
      {
        path: 'products/edit/:id',
        handle: { title: '编辑商品' },
        lazy: async () => ({ Component: (await import('./pages/product-editor-page.tsx')).ProductEditorPage }),
      },
      {
        path: 'product-snapshots',
        handle: { title: '商品快照' },
        lazy: async () => ({ Component: (await import('./pages/product-snapshots-page.tsx')).ProductSnapshotsPage }),
      },
      {
        path: 'categories',
        handle: { title: '分类管理' },
        lazy: async () => ({ Component: (await import('./pages/categories-page.tsx')).CategoriesPage }),
      },
    ],
  }),
  nav: {
    adminSidebar: [
      { group: 'products', path: '/admin/products', label: '商品管理', order: 10, activeUnder: '/admin/products/' },
      { group: 'products', path: '/admin/product-snapshots', label: '商品快照', order: 20 },
      { group: 'products', path: '/admin/categories', label: '分类管理', order: 30 },
    ],
  },
});
