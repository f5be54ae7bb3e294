import { createRequire } from 'node:module';

const requirePackage = createRequire(import.meta.url);

/**
 * A package that a synchronous function needs, loaded at that function's first call instead of at
 * start: for libraries that take megabytes once loaded and that a site only read never uses.
 */
export function loadedOnFirstUse<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requirePackage(specifier) as T);
}

/** Where a file of a package is, for one read when first needed. */
export const packageFile = (specifier: string): string => requirePackage.resolve(specifier);
