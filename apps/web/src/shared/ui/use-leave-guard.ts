import { useEffect, useEffectEvent, useRef } from 'react';
import { App } from 'antd';
import { useBlocker } from 'react-router';

export interface LeaveGuardTexts {
  title: string;
  content: string;
}

const DEFAULT_TEXTS: LeaveGuardTexts = { title: '有未保存的修改', content: '离开后未保存的内容将会丢失，确定离开吗？' };

/**
 * An editor's guard against losing work: while `hasUnsavedChanges()` says so, leaving for another
 * page of the app asks first (离开 / 继续编辑), and closing or reloading the tab asks the browser's
 * own question. The function is read at the moment of leaving, so it sees what was just saved.
 */
export function useLeaveGuard(hasUnsavedChanges: () => boolean, texts: LeaveGuardTexts = DEFAULT_TEXTS): void {
  const { modal } = App.useApp();
  const latest = useRef(hasUnsavedChanges);
  useEffect(() => {
    latest.current = hasUnsavedChanges;
  });
  const asking = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && latest.current(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    modal.confirm({
      title: texts.title,
      content: texts.content,
      okText: '离开',
      okButtonProps: { danger: true },
      cancelText: '继续编辑',
      onOk: () => {
        asking.current = false;
        blocker.proceed();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal, texts]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}

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
