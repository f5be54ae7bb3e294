import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on first use (React's `lazy`), with the props that fetch it early
 * on the control that opens it: the pointer or the focus reaching it, so a click seldom waits.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const preload = () => void load();
  return { Component: lazy(load), preloadOn: { onPointerEnter: preload, onFocus: preload } };
}
