import { Avatar, Typography } from 'antd';
import type { User } from '@app/contract';

/** A user as both back-office lists show them: avatar (or the name's first character), display name, username. */
export function UserCell({ user }: { user: Pick<User, 'avatarUrl' | 'displayName' | 'username'> }) {
  const initial = [...user.displayName.trim()][0] ?? '?';
  return (
    <div className="au-user">
      <Avatar size={36} src={user.avatarUrl ?? undefined}>
        {initial.toUpperCase()}
      </Avatar>
      <div className="au-user-names">
        <Typography.Text strong ellipsis>
          {user.displayName}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis={{ tooltip: `@${user.username}` }}>
          @{user.username}
        </Typography.Text>
      </div>
    </div>
  );
}
