import type { AdminSubscription, AdminSubscriptionInput, SubscriptionStatus, SubscriptionType } from '@app/contract';
import { serverFieldErrors, type FieldErrors } from '../../shared/editor/server-field-errors.ts';

/** What the add / edit form holds. */
export interface SubscriptionFormValues {
  email: string;
  /** Unset on a new subscription until chosen. */
  subscriptionType?: SubscriptionType;
  subscriberName?: string;
  status: SubscriptionStatus;
}

const FIELDS = [
  'email',
  'subscriptionType',
  'subscriberName',
  'status',
] as const satisfies readonly (keyof SubscriptionFormValues)[];

/** A subscription the administrator adds is active at once: they vouch for the address (the contract's default). */
const NEW_SUBSCRIPTION: SubscriptionFormValues = { email: '', subscriberName: '', status: 'ACTIVE' };

/** What the form shows for a subscription, or for a new one. */
export const subscriptionFormValues = (s: AdminSubscription | null): SubscriptionFormValues =>
  s === null
    ? NEW_SUBSCRIPTION
    : {
        email: s.email,
        subscriptionType: s.subscriptionType,
        subscriberName: s.subscriberName ?? '',
        status: s.status,
      };

/** The body: trimmed, an empty name as null. The type is set: the form's rule requires it. */
export const toSubscriptionInput = (v: SubscriptionFormValues): AdminSubscriptionInput => ({
  email: v.email.trim(),
  subscriptionType: v.subscriptionType!,
  subscriberName: v.subscriberName?.trim() || null,
  status: v.status,
});

/**
 * The server's reasons on the fields: its field errors, and a 409 ('该邮箱已订阅此类型': that
 * address already holds that type) on the address.
 */
export const subscriptionFieldErrors = (error: unknown): FieldErrors<(typeof FIELDS)[number]>[] =>
  serverFieldErrors(error, FIELDS, { field: 'email' });
