import { useQueryClient } from '@tanstack/react-query';
import { FRIEND_LINK_MESSAGES, type FriendLink } from '@app/contract';
import { useApi } from '../../shared/api/api-context.tsx';
import { errorText } from '../../shared/api/api-error.ts';
import { approveFriendLink, deleteFriendLink, friendLinkKeys, rejectFriendLink } from './api.ts';
import { useFeedback } from '../../shared/ui/feedback.tsx';

/**
 * The row actions, each followed by the table again. 通过 and 拒绝 report their own failure (a
 * toast, the server's reason first: 409 when the link is no longer pending); `remove` throws it
 * with the same words so the confirmation stays open and shows it.
 */
export function useFriendLinkActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const refresh = () => queryClient.invalidateQueries({ queryKey: friendLinkKeys.all });

  const review = async (call: Promise<unknown>, done: string) => {
    try {
      await call;
      message.success(done);
    } catch (e) {
      message.error(errorText(e, FRIEND_LINK_MESSAGES.failed));
    }
    await refresh();
  };

  return {
    approve: (link: FriendLink) => review(approveFriendLink(api, link.id), FRIEND_LINK_MESSAGES.approved),
    reject: (link: FriendLink) => review(rejectFriendLink(api, link.id), FRIEND_LINK_MESSAGES.rejected),
    async remove(link: FriendLink): Promise<void> {
      try {
        await deleteFriendLink(api, link.id);
      } catch (e) {
        throw new Error(errorText(e, FRIEND_LINK_MESSAGES.failed), { cause: e });
      }
      message.success(FRIEND_LINK_MESSAGES.deleted);
      await refresh();
    },
    refresh,
  };
}
