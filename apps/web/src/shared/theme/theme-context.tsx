import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { ThemeState, ThemeStore } from './theme-store.ts';

const ThemeStoreContext = createContext<ThemeStore | null>(null);

export function ThemeStoreProvider({ store, children }: { store: ThemeStore; children: ReactNode }) {
  return <ThemeStoreContext.Provider value={store}>{children}</ThemeStoreContext.Provider>;
}

export function useThemeStore(): ThemeStore {
  const store = useContext(ThemeStoreContext);
  if (!store) throw new Error('useTheme must be used inside <ThemeStoreProvider>');
  return store;
}

/** Reads the app's theme (mode, colours) and its actions. */
export function useTheme<T>(selector: (state: ThemeState) => T): T {
  return useStore(useThemeStore(), selector);
}
