import { useEffect } from 'react';
import { create } from 'zustand';

/** Whether the not-found page is on screen, so the title hook can title it as such. */
const useNotFoundState = create<{ shown: number }>()(() => ({ shown: 0 }));

export const useNotFoundShown = (): boolean => useNotFoundState((s) => s.shown > 0);

export function useMarkNotFound(): void {
  useEffect(() => {
    useNotFoundState.setState((s) => ({ shown: s.shown + 1 }));
    return () => useNotFoundState.setState((s) => ({ shown: s.shown - 1 }));
  }, []);
}
