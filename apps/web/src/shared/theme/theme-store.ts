import { createStore, type StoreApi } from 'zustand';
import { DEFAULT_COLOUR_THEME, type ColourTheme } from '@app/contract';

export type ThemeMode = 'light' | 'dark';

/** Spec 01 §3: the site's colour theme is kept locally under 'lightweight-theme'. */
export const COLOUR_THEME_KEY = 'lightweight-theme';
export const THEME_MODE_KEY = 'theme-mode';
/** Mirrored in a cookie so the server renders the chosen mode and nothing flashes. */
export const THEME_COOKIE = 'theme';

const isHex = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v);

/** The copy kept in this browser: the colours of a page rendered before the site's theme is known (/user, /admin). */
export function readStoredColours(): ColourTheme {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(COLOUR_THEME_KEY) ?? 'null') as Partial<ColourTheme> | null;
    if (parsed && isHex(parsed.primary) && isHex(parsed.secondary) && isHex(parsed.accent)) {
      return {
        primary: parsed.primary,
        secondary: parsed.secondary,
        accent: parsed.accent,
        isDark: Boolean(parsed.isDark),
      };
    }
  } catch {
    // A damaged value falls back to the defaults.
  }
  return DEFAULT_COLOUR_THEME;
}

export function readStoredMode(): ThemeMode | null {
  const v = window.localStorage.getItem(THEME_MODE_KEY);
  return v === 'dark' || v === 'light' ? v : null;
}

function persistMode(mode: ThemeMode): void {
  window.localStorage.setItem(THEME_MODE_KEY, mode);
  document.cookie = `${THEME_COOKIE}=${mode}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.dataset.theme = mode;
}

export interface ThemeState {
  mode: ThemeMode;
  colours: ColourTheme;
  setMode(mode: ThemeMode): void;
  toggleMode(): void;
  setColours(colours: ColourTheme): void;
}

export type ThemeStore = StoreApi<ThemeState>;

/**
 * One store per rendered app, created with the mode the server rendered (from the cookie on the
 * server, from `<html data-theme>` in the browser) and the site's colours the page was rendered
 * with, so hydration matches and nothing flashes. A module-level store would not do: on the server
 * zustand always reads a store's initial state.
 */
export function createThemeStore(initialMode: ThemeMode, colours: ColourTheme = DEFAULT_COLOUR_THEME): ThemeStore {
  return createStore<ThemeState>()((set, get) => ({
    mode: initialMode,
    colours,
    setMode(mode) {
      persistMode(mode);
      set({ mode });
    },
    toggleMode() {
      get().setMode(get().mode === 'dark' ? 'light' : 'dark');
    },
    setColours(colours) {
      window.localStorage.setItem(COLOUR_THEME_KEY, JSON.stringify(colours));
      const current = get().colours;
      if (JSON.stringify(current) !== JSON.stringify(colours)) set({ colours });
    },
  }));
}

/**
 * After hydration: apply the localStorage mode if it differs, and refresh the cookie mirror. The
 * colours are the site's (the server's answer wins over the local copy; SiteThemeSync keeps them).
 */
export function adoptStoredPreferences(store: ThemeStore): void {
  const stored = readStoredMode();
  const state = store.getState();
  if (stored && stored !== state.mode) state.setMode(stored);
  else if (stored) persistMode(stored);
}
