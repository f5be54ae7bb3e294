import { createStore, type StoreApi } from 'zustand';

export type ThemeMode = 'light' | 'dark';
export interface ColourTheme {
  primary: string;
  secondary: string;
  accent: string;
  isDark: boolean;
}

/** Spec 01 §3: the default colour theme, kept locally under 'lightweight-theme'. */
export const DEFAULT_COLOURS: ColourTheme = {
  primary: '#667eea',
  secondary: '#764ba2',
  accent: '#f093fb',
  isDark: false,
};
export const COLOUR_THEME_KEY = 'lightweight-theme';
export const THEME_MODE_KEY = 'theme-mode';
/** Mirrored in a cookie so the server renders the chosen mode and nothing flashes. */
export const THEME_COOKIE = 'theme';

const isHex = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v);

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
  return DEFAULT_COLOURS;
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
 * server, from `<html data-theme>` in the browser), so hydration matches. A module-level store
 * would not do: on the server zustand always reads a store's initial state.
 */
export function createThemeStore(initialMode: ThemeMode): ThemeStore {
  return createStore<ThemeState>()((set, get) => ({
    mode: initialMode,
    colours: DEFAULT_COLOURS,
    setMode(mode) {
      persistMode(mode);
      set({ mode });
    },
    toggleMode() {
      get().setMode(get().mode === 'dark' ? 'light' : 'dark');
    },
    setColours(colours) {
      window.localStorage.setItem(COLOUR_THEME_KEY, JSON.stringify(colours));
      set({ colours });
    },
  }));
}

/** After hydration: apply the localStorage preference if it differs, and refresh the cookie mirror. */
export function adoptStoredPreferences(store: ThemeStore): void {
  const stored = readStoredMode();
  const state = store.getState();
  if (stored && stored !== state.mode) state.setMode(stored);
  else if (stored) persistMode(stored);
  const colours = readStoredColours();
  if (colours !== DEFAULT_COLOURS) store.setState({ colours });
}
