import { useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_MESSAGES, type AdminSubscription, type SubscriptionStatus } from '@app/contract';
import { useApi } from '../../shared/api/api-context.tsx';
import { errorText } from '../../shared/api/api-error.ts';
import { batchSubscriptionStatus, deleteSubscription, subscriptionKeys } from './api.ts';
import { useFeedback } from '../../shared/ui/feedback.tsx';

/** Throws the failure with the words to show (the server's, else spec 02 §8's generic text). */
async function orSay(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (e) {
    throw new Error(errorText(e, SUBSCRIPTION_MESSAGES.failed), { cause: e });
  }
}

/**
 * The changes made from the list, each followed by the list and the stats again. They throw on
 * failure so the confirmation that asked stays open and shows why.
 */
export function useSubscriptionActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const refresh = () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });

  return {
    async remove(subscription: AdminSubscription): Promise<void> {
      await orSay(deleteSubscription(api, subscription.id));
      message.success(SUBSCRIPTION_MESSAGES.deleted);
      await refresh();
    },
    async batchStatus(ids: number[], status: SubscriptionStatus): Promise<void> {
      await orSay(batchSubscriptionStatus(api, ids, status));
      message.success(SUBSCRIPTION_MESSAGES.batchUpdated);
      await refresh();
    },
    refresh,
  };
}
