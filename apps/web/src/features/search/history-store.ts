import { SEARCH_HISTORY_MAX } from '@app/contract';
import { create } from 'zustand';

/** Spec 02 §3: the last 10 unique keywords, newest first, in the browser's local storage. */
export const SEARCH_HISTORY_KEY = 'search-history';

/** The list after searching `keyword`: moved (or added) to the front, at most 10, no repeats. */
export function withKeyword(history: readonly string[], keyword: string): string[] {
  const k = keyword.trim();
  if (!k) return [...history];
  return [k, ...history.filter((h) => h !== k)].slice(0, SEARCH_HISTORY_MAX);
}

function read(): string[] {
  if (typeof window === 'undefined') return [];
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((k): k is string => typeof k === 'string' && k.trim() !== '').slice(0, SEARCH_HISTORY_MAX)
      : [];
  } catch {
    return []; // a damaged value is forgotten
  }
}

function write(history: string[]): string[] {
  try {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // private mode or a full storage: the history lives for this page only
  }
  return history;
}

interface SearchHistoryState {
  /** Empty on the server and until `load` runs in the browser, so hydration matches. */
  keywords: string[];
  load(): void;
  add(keyword: string): void;
  remove(keyword: string): void;
  clear(): void;
}

export const useSearchHistory = create<SearchHistoryState>()((set, get) => ({
  keywords: [],
  load: () => {
    const keywords = read();
    const kept = get().keywords;
    if (keywords.length !== kept.length || keywords.some((k, i) => k !== kept[i])) set({ keywords });
  },
  add: (keyword) => set({ keywords: write(withKeyword(read(), keyword)) }),
  remove: (keyword) => set({ keywords: write(get().keywords.filter((k) => k !== keyword)) }),
  clear: () => set({ keywords: write([]) }),
}));
