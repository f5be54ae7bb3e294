import { useState } from 'react';
import { Button, List, Typography } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useSession } from '../../auth/index.ts';
import { PasswordWizard } from './password-wizard.tsx';
import { EmailWizard } from './email-wizard.tsx';

export function SecurityPanel() {
  const user = useSession((s) => s.user);
  const [open, setOpen] = useState<'password' | 'email' | null>(null);
  return (
    <>
      <List
        itemLayout="horizontal"
        dataSource={[
          { key: 'password' as const, icon: <LockOutlined />, title: '登录密码', description: '修改密码后，所有设备都需要重新登录', action: '修改密码' },
          { key: 'email' as const, icon: <MailOutlined />, title: '绑定邮箱', description: user?.email, action: '更换邮箱' },
        ]}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Button key="go" onClick={() => setOpen(item.key)}>
                {item.action}
              </Button>,
            ]}
          >
            <List.Item.Meta avatar={item.icon} title={item.title} description={<Typography.Text type="secondary">{item.description}</Typography.Text>} />
          </List.Item>
        )}
      />
      <PasswordWizard open={open === 'password'} onClose={() => setOpen(null)} />
      <EmailWizard open={open === 'email'} onClose={() => setOpen(null)} />
    </>
  );
}
