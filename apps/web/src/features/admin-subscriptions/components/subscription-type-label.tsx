import { subscriptionTypeInfo, SUBSCRIPTION_TYPES, type SubscriptionType } from '@app/contract';
import { SubscriptionTypeIcon } from '../../../shared/ui/subscription-type-icon.tsx';

/** A type as the screen names it: its icon in its colour, then its label (both from the contract). */
export function SubscriptionTypeLabel({ type }: { type: SubscriptionType }) {
  return (
    <span className="asub-type">
      <SubscriptionTypeIcon type={type} />
      <span>{subscriptionTypeInfo[type].label}</span>
    </span>
  );
}

/** The seven types as choices of a Select, in the contract's order. */
export const subscriptionTypeOptions = SUBSCRIPTION_TYPES.map((type) => ({
  value: type,
  label: <SubscriptionTypeLabel type={type} />,
}));
