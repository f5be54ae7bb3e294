/** Main image first, then the gallery, each once. */
export const galleryOf = (mainImage: string | null, images: string[]): string[] => [
  ...new Set([...(mainImage ? [mainImage] : []), ...images]),
];
