import { useState } from 'react';
import { Switch, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  SUBSCRIPTION_MESSAGES,
  subscriptionTypeInfo,
  subscriptionTypesFor,
  type Subscription,
  type SubscriptionType,
  type User,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { SubscriptionTypeIcon } from '../../../shared/ui/subscription-labels.tsx';
import { subscribe, subscriptionKeys, unsubscribeByToken } from '../api.ts';
import { failureText } from '../subscription-errors.ts';
import { ownSubscription } from '../subscription-rules.ts';
import type { VerifyTarget } from './verify-subscription-modal.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

/**
 * 快速设置: one switch per type the account may hold, for its own address — verified when the
 * account was made, so switching on subscribes at once; switching off unsubscribes.
 */
export function QuickSetup({
  user,
  subscriptions,
  onVerify,
}: {
  user: User;
  /** Undefined while the list is loading or could not be read: the switches wait. */
  subscriptions: readonly Subscription[] | undefined;
  onVerify: (target: VerifyTarget) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const [saving, setSaving] = useState<ReadonlySet<SubscriptionType>>(new Set());
  const mark = (type: SubscriptionType, busy: boolean) =>
    setSaving((s) => {
      const next = new Set(s);
      if (busy) next.add(type);
      else next.delete(type);
      return next;
    });

  const toggle = async (type: SubscriptionType, on: boolean) => {
    mark(type, true);
    try {
      if (on) {
        const { verificationRequired } = await subscribe(api, { email: user.email, subscriptionType: type });
        // The account's address needs no code; should the server still ask for one, it is asked.
        if (verificationRequired) {
          message.success(SUBSCRIPTION_MESSAGES.submitted);
          onVerify({ email: user.email, subscriptionType: type, codeJustSent: true });
        } else message.success(SUBSCRIPTION_MESSAGES.subscribed);
      } else {
        // The switch is on only for an active subscription of the account's address: it is there.
        const own = ownSubscription(subscriptions ?? [], user.email, type);
        if (own) await unsubscribeByToken(api, own.unsubscribeToken);
        message.success(SUBSCRIPTION_MESSAGES.cancelled);
      }
      // The switch keeps turning until the list it reflects is read again.
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine });
    } catch (e) {
      message.error(failureText(e));
    } finally {
      mark(type, false);
    }
  };

  return (
    <ul className="subscription-quick-setup">
      {subscriptionTypesFor(user.role).map((type) => {
        const info = subscriptionTypeInfo[type];
        const active = ownSubscription(subscriptions ?? [], user.email, type)?.status === 'ACTIVE';
        return (
          <li key={type} className="subscription-quick-row">
            <span className="subscription-quick-icon" style={{ background: `${info.color}1a` }}>
              <SubscriptionTypeIcon type={type} />
            </span>
            <div className="subscription-quick-text">
              <Typography.Text strong>{info.label}</Typography.Text>
              <Typography.Text type="secondary">{info.description}</Typography.Text>
            </div>
            <Switch
              aria-label={info.label}
              checked={active}
              loading={saving.has(type)}
              disabled={subscriptions === undefined}
              onChange={(on) => void toggle(type, on)}
            />
          </li>
        );
      })}
    </ul>
  );
}
