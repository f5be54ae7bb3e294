import { useState, type ReactNode } from 'react';
import { Button, Divider, Flex, Typography } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useSession } from '../../auth/index.ts';
import { PasswordWizard } from './password-wizard.tsx';
import { EmailWizard } from './email-wizard.tsx';

function SecurityRow({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  action: ReactNode;
}) {
  return (
    <Flex align="center" gap={16} wrap className="security-row">
      <span className="security-row-icon" aria-hidden>
        {icon}
      </span>
      <div style={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography.Text strong>{title}</Typography.Text>
        <br />
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: '100%' }}>
          {description}
        </Typography.Text>
      </div>
      {action}
    </Flex>
  );
}

export function SecurityPanel() {
  const user = useSession((s) => s.user);
  const [open, setOpen] = useState<'password' | 'email' | null>(null);
  return (
    <>
      <SecurityRow
        icon={<LockOutlined />}
        title="登录密码"
        description="修改密码后，所有设备都需要重新登录"
        action={<Button onClick={() => setOpen('password')}>修改密码</Button>}
      />
      <Divider style={{ margin: '16px 0' }} />
      <SecurityRow
        icon={<MailOutlined />}
        title="绑定邮箱"
        description={user?.email}
        action={<Button onClick={() => setOpen('email')}>更换邮箱</Button>}
      />
      <PasswordWizard open={open === 'password'} onClose={() => setOpen(null)} />
      <EmailWizard open={open === 'email'} onClose={() => setOpen(null)} />
    </>
  );
}
