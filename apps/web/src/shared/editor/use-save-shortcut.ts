import { useEffect, useEffectEvent } from 'react';

/** Ctrl+S (⌘+S on a Mac) runs `save` instead of the browser's "save page". */
export function useSaveShortcut(save: () => void): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      save();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
