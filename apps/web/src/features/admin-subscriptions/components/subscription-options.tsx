import { SUBSCRIPTION_TYPES, subscriptionStatusLabels, subscriptionStatusSchema } from '@app/contract';
import { SubscriptionTypeLabel } from '../../../shared/ui/subscription-labels.tsx';

/** The four statuses as choices of a Select (spec 02 §4's order). */
export const subscriptionStatusOptions = subscriptionStatusSchema.options.map((status) => ({
  value: status,
  label: subscriptionStatusLabels[status],
}));

/** The seven types as choices of a Select, in the contract's order. */
export const subscriptionTypeOptions = SUBSCRIPTION_TYPES.map((type) => ({
  value: type,
  label: <SubscriptionTypeLabel type={type} />,
}));
