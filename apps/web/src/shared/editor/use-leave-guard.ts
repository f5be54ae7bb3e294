import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useFeedback } from '../ui/feedback.tsx';

export interface LeaveGuardTexts {
  title: string;
  content: string;
}

const DEFAULT_LEAVE_TEXTS: LeaveGuardTexts = {
  title: '有未保存的修改',
  content: '离开后未保存的内容将会丢失，确定离开吗？',
};

/**
 * An editor's guard against losing work: while `hasUnsavedChanges()` says so, leaving for another
 * page of the app asks first (离开 / 继续编辑), and closing or reloading the tab asks the browser's
 * own question. Both functions are read at the moment of leaving, so they see what was just saved;
 * `isOwnMove(pathname)` names a move the editor makes itself (to a record it has just created),
 * which never asks.
 */
export function useLeaveGuard(
  hasUnsavedChanges: () => boolean,
  {
    texts = DEFAULT_LEAVE_TEXTS,
    isOwnMove,
  }: { texts?: LeaveGuardTexts; isOwnMove?: (pathname: string) => boolean } = {},
): void {
  const { modal } = useFeedback();
  const latest = useRef({ hasUnsavedChanges, isOwnMove });
  useEffect(() => {
    latest.current = { hasUnsavedChanges, isOwnMove };
  });
  const asking = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      !latest.current.isOwnMove?.(nextLocation.pathname) &&
      latest.current.hasUnsavedChanges(),
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
      if (latest.current.hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}
