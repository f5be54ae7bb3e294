import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { subscriptionKeys } from '../api.ts';
import { NotificationJobs } from '../components/notification-jobs.tsx';
import { NotifyModal } from '../components/notify-modal.tsx';
import { StatsCards } from '../components/stats-cards.tsx';
import { SubscriptionsPanel } from '../components/subscriptions-panel.tsx';
import '../admin-subscriptions.css';

type Tab = 'subscriptions' | 'jobs';
const TABS: { key: Tab; label: string }[] = [
  { key: 'subscriptions', label: '订阅列表' },
  { key: 'jobs', label: '发送记录' },
];

/** /admin/subscription (spec 02 §2, §7): the counts, every subscription, custom notifications and their sending. */
export function AdminSubscriptionsPage() {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('subscriptions');
  const [notifying, setNotifying] = useState(false);
  return (
    <div className="asub-page">
      <div className="asub-header">
        <Typography.Title level={3} className="asub-title">
          订阅管理
        </Typography.Title>
        <Button icon={<SendOutlined />} onClick={() => setNotifying(true)}>
          发送通知
        </Button>
      </div>
      <StatsCards />
      <Card className="asub-card" activeTabKey={tab} onTabChange={(key) => setTab(key as Tab)} tabList={TABS}>
        {tab === 'subscriptions' ? <SubscriptionsPanel /> : <NotificationJobs />}
      </Card>
      <NotifyModal
        open={notifying}
        onClose={() => setNotifying(false)}
        onSent={() => {
          setNotifying(false);
          // The new job heads the list; its progress shows there until it ends.
          void queryClient.invalidateQueries({ queryKey: subscriptionKeys.jobs });
          setTab('jobs');
        }}
      />
    </div>
  );
}
