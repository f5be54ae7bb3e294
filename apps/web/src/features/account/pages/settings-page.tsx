import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ProfileForm } from '../components/profile-form.tsx';
import { SecurityPanel } from '../components/security-panel.tsx';
import { SubscriptionsPanel } from '../../subscriptions/index.ts';

/** /user/settings (spec 01 §2): profile, security, and the e-mail subscriptions. */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  return (
    <Card title="账号设置">
      <Tabs
        activeKey={params.get('tab') ?? 'profile'}
        onChange={(tab) => setParams({ tab }, { replace: true })}
        items={[
          { key: 'profile', label: '个人资料', children: <ProfileForm /> },
          { key: 'security', label: '安全设置', children: <SecurityPanel /> },
          { key: 'subscriptions', label: '订阅', children: <SubscriptionsPanel /> },
        ]}
      />
    </Card>
  );
}
