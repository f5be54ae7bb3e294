import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_MESSAGES, subscriptionTypeInfo, type Subscription } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useSession } from '../../auth/index.ts';
import { mySubscriptionsQuery, subscriptionKeys, unsubscribeByToken } from '../api.ts';
import { failureText } from '../subscription-errors.ts';
import { AddSubscriptionModal } from './add-subscription-modal.tsx';
import { QuickSetup } from './quick-setup.tsx';
import { SubscriptionsTable } from './subscriptions-table.tsx';
import { VerifySubscriptionModal, type VerifyTarget } from './verify-subscription-modal.tsx';
import '../subscriptions.css';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

/** Account settings' third tab, 订阅 (spec 01 §2, spec 02 §2): quick setup, my subscriptions, add, verify. */
export function SubscriptionsPanel() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const user = useSession((s) => s.user);
  const { data, isLoading, error, refetch, isFetching } = useQuery(mySubscriptionsQuery(api));
  const [adding, setAdding] = useState(false);
  const [verifying, setVerifying] = useState<VerifyTarget | null>(null);
  const [leaving, setLeaving] = useState<Subscription | null>(null);

  if (!user) return null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine });

  const unsubscribe = async (subscription: Subscription) => {
    try {
      await unsubscribeByToken(api, subscription.unsubscribeToken);
    } catch (e) {
      throw new Error(failureText(e), { cause: e });
    }
    setLeaving(null);
    message.success(SUBSCRIPTION_MESSAGES.unsubscribed);
    await refresh();
  };

  return (
    <div className="subscriptions-panel">
      <section aria-labelledby="subscriptions-quick">
        <Typography.Title level={5} id="subscriptions-quick">
          快速设置
        </Typography.Title>
        <Typography.Paragraph type="secondary">通知将发送到本账号邮箱 {user.email}，开启即生效。</Typography.Paragraph>
        <QuickSetup user={user} subscriptions={data} onVerify={setVerifying} />
      </section>

      <section aria-labelledby="subscriptions-mine">
        <Flex justify="space-between" align="center" gap={8} wrap className="subscriptions-mine-header">
          <Typography.Title level={5} id="subscriptions-mine" style={{ margin: 0 }}>
            我的订阅
          </Typography.Title>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} disabled={!data}>
            添加订阅
          </Button>
        </Flex>
        {error ? (
          <Alert
            type="error"
            showIcon
            title="加载订阅失败"
            description={failureText(error)}
            action={
              <Button size="small" onClick={() => void refetch()} loading={isFetching}>
                重试
              </Button>
            }
          />
        ) : (
          <SubscriptionsTable
            subscriptions={data ?? []}
            loading={isLoading}
            onVerify={(s) =>
              setVerifying({ email: s.email, subscriptionType: s.subscriptionType, codeJustSent: false })
            }
            onUnsubscribe={setLeaving}
          />
        )}
      </section>

      <AddSubscriptionModal
        open={adding}
        role={user.role}
        subscriptions={data ?? []}
        onClose={() => setAdding(false)}
        onSubscribed={(pending) => {
          setAdding(false);
          if (pending) setVerifying(pending);
          void refresh();
        }}
      />
      <VerifySubscriptionModal
        target={verifying}
        onClose={() => setVerifying(null)}
        onVerified={() => {
          setVerifying(null);
          void refresh();
        }}
      />
      <ConfirmDialog
        open={leaving !== null}
        title="退订"
        content={
          leaving &&
          `确定要退订「${subscriptionTypeInfo[leaving.subscriptionType].label}」吗？${leaving.email} 将不再收到这类通知邮件。`
        }
        confirmText="退订"
        onConfirm={() => (leaving ? unsubscribe(leaving) : undefined)}
        onCancel={() => setLeaving(null)}
      />
    </div>
  );
}
