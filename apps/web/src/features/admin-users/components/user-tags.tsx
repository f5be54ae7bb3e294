import { Tag } from 'antd';
import { roleLabels, userStatusLabels, type Role, type UserStatus } from '@app/contract';

const STATUS_COLOURS: Record<UserStatus, string> = {
  PENDING: 'orange',
  ACTIVE: 'green',
  INACTIVE: 'default',
  DELETED: 'red',
};

export const UserStatusTag = ({ status }: { status: UserStatus }) => (
  <Tag color={STATUS_COLOURS[status]}>{userStatusLabels[status]}</Tag>
);

export const RoleTag = ({ role }: { role: Role }) => (
  <Tag color={role === 'ADMIN' ? 'blue' : undefined}>{roleLabels[role]}</Tag>
);
