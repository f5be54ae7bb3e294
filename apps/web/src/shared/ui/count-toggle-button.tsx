import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { errorText } from '../api/api-error.ts';
import { formatCount } from '../lib/format.ts';
import { useFeedback } from './feedback.tsx';
import { PlainButton } from './plain-button.tsx';

export const LOGIN_FIRST_MESSAGE = '请先登录后再操作';

export interface CountToggleButtonProps<S, K extends QueryKey> {
  /** Guests see `initialCount`, and a click only warns '请先登录后再操作'. */
  signedIn: boolean;
  /** The signed-in user's status (asked only when signed in); the toggle's answer replaces it. */
  status: UseQueryOptions<S, Error, S, K> & { queryKey: K };
  /** Sends the toggle; resolves to the new status. */
  send: () => Promise<S>;
  read: (status: S) => { on: boolean; count: number };
  /** The count the page was rendered with. */
  initialCount: number;
  /** After a successful toggle (e.g. to refresh a list the toggle changes). */
  onToggled?: () => void;
  labels: { on: string; off: string };
  icons: { on: ReactNode; off: ReactNode };
  /** Shown after a toggle, by the state the server answered. */
  messages: { on: string; off: string };
}

/** Like and favourite toggles (spec 02 §4, §5): state and count are what the server answers. */
export function CountToggleButton<S, K extends QueryKey>({
  signedIn,
  status,
  send,
  read,
  initialCount,
  onToggled,
  labels,
  icons,
  messages,
}: CountToggleButtonProps<S, K>) {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...status, enabled: signedIn });
  const [busy, setBusy] = useState(false);
  const current = signedIn && data !== undefined ? read(data) : { on: false, count: initialCount };

  const onClick = async () => {
    if (!signedIn) {
      message.warning(LOGIN_FIRST_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      // A status request still on its way (the page has just loaded) would answer from before the
      // toggle and overwrite it: the button showed '点赞 0' after a like the server had taken.
      await queryClient.cancelQueries({ queryKey: status.queryKey as QueryKey });
      const next = await send();
      queryClient.setQueryData<S>(status.queryKey as QueryKey, next);
      onToggled?.();
      message.success(read(next).on ? messages.on : messages.off);
    } catch (e) {
      message.error(errorText(e, '操作失败'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PlainButton
      size="large"
      shape="round"
      type={current.on ? 'primary' : 'default'}
      icon={current.on ? icons.on : icons.off}
      loading={busy}
      onClick={() => void onClick()}
      aria-pressed={current.on}
    >
      {`${current.on ? labels.on : labels.off} ${formatCount(current.count)}`}
    </PlainButton>
  );
}
