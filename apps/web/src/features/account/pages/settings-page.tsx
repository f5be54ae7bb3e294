import { Card, Tabs } from 'antd';
import { ProfileForm } from '../components/profile-form.tsx';

/** /user/settings. The security and subscription tabs arrive with their issues. */
export function SettingsPage() {
  return (
    <Card title="账号设置">
      <Tabs items={[{ key: 'profile', label: '个人资料', children: <ProfileForm /> }]} />
    </Card>
  );
}
