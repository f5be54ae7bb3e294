import { Button, Result } from 'antd';
import { useLoaderData, useNavigation, useRevalidator } from 'react-router';
import { PlainLinkButton } from '../../../shared/ui/plain-button.tsx';
import { SUBSCRIPTION_MESSAGES, subscriptionTypeInfo } from '@app/contract';
import type { UnsubscribeOutcome } from '../unsubscribe-loader.ts';

const home = (
  <PlainLinkButton type="primary" to="/" key="home">
    返回首页
  </PlainLinkButton>
);
const manage = (
  <PlainLinkButton type="default" to="/user/settings?tab=subscriptions" key="manage">
    管理我的订阅
  </PlainLinkButton>
);

/** /unsubscribe?token=… (spec 02 §4): the result of the mail's unsubscribe link. */
export function UnsubscribePage() {
  const outcome = useLoaderData() as UnsubscribeOutcome;
  const revalidator = useRevalidator();
  const navigation = useNavigation();

  if (outcome.kind === 'done') {
    const { subscriptionType, email } = outcome.result;
    return (
      <Result
        status="success"
        title={SUBSCRIPTION_MESSAGES.unsubscribed}
        subTitle={`${email} 将不再收到「${subscriptionTypeInfo[subscriptionType].label}」通知邮件。`}
        extra={[home, manage]}
      />
    );
  }
  if (outcome.kind === 'invalid')
    return (
      <Result
        status="warning"
        title={outcome.message}
        subTitle="您也可以登录后在账号设置的「订阅」中管理订阅。"
        extra={[home, manage]}
      />
    );
  return (
    <Result
      status="error"
      title={outcome.message}
      extra={[
        <Button
          key="retry"
          loading={revalidator.state === 'loading' || navigation.state === 'loading'}
          onClick={() => void revalidator.revalidate()}
        >
          重试
        </Button>,
        home,
      ]}
    />
  );
}
