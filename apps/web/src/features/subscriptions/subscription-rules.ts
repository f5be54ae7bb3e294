import { subscriptionTypesFor, type Role, type Subscription, type SubscriptionType } from '@app/contract';

/** Addresses are kept in lower case by the server; the account's may be typed otherwise. */
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The account's own address's subscription of a type: what the quick-setup switch shows and turns off. */
export const ownSubscription = (
  subscriptions: readonly Subscription[],
  accountEmail: string,
  type: SubscriptionType,
): Subscription | undefined =>
  subscriptions.find((s) => s.subscriptionType === type && sameAddress(s.email, accountEmail));

/**
 * Spec 02 §4: a type is offered for a new subscription only when the account has none of it, or
 * only cancelled ones; administrators' types only to an administrator.
 */
export const offeredTypes = (role: Role, subscriptions: readonly Subscription[]): SubscriptionType[] =>
  subscriptionTypesFor(role).filter((type) =>
    subscriptions.every((s) => s.subscriptionType !== type || s.status === 'UNSUBSCRIBED'),
  );
