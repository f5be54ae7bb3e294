import { useState } from 'react';
import { Card, Space } from 'antd';
import { CheckOutlined, DeleteOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_USER_MESSAGES, type AdminUser } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import { ACTIONS_KEY } from '../../../shared/ui/admin-table.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { TableAction } from '../../../shared/ui/table-action.tsx';
import { useSession } from '../../auth/index.ts';
import { adminUserKeys, approveUser, deleteUser, sendUserDeleteCode, setUserStatus } from '../api.ts';
import { RegistrationApprovalSwitch } from '../components/registration-approval-switch.tsx';
import { UserCell } from '../components/user-cell.tsx';
import { UserSearchTable } from '../components/user-search-table.tsx';
import { RoleTag, UserStatusTag } from '../components/user-tags.tsx';
import '../admin-users.css';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

/** What an action asks before it is done: deactivating and deleting are confirmed in the dialog. */
type Pending = { kind: 'deactivate' | 'delete'; user: AdminUser };

/** /admin/users (spec 02 §2, §7 "Users"): every account, approval, deactivation, deletion with an e-mailed code. */
export function AdminUsersPage() {
  const api = useApi();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const me = useSession((s) => s.user);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all });

  /** Runs a row action with its button spinning, then says what happened and reloads the list. */
  const run = async (user: AdminUser, action: () => Promise<unknown>, done: string) => {
    setBusy(user.id);
    try {
      await action();
      message.success(done);
      await refresh();
    } catch (e) {
      message.error(errorText(e, '操作失败'));
    } finally {
      setBusy(null);
    }
  };

  const confirm = async (code?: string) => {
    if (!pending) return;
    const { kind, user } = pending;
    try {
      if (kind === 'delete') await deleteUser(api, user.id, code ?? '');
      else await setUserStatus(api, user.id, 'INACTIVE');
    } catch (e) {
      // The dialog stays open (with the code), so a mistyped code can be corrected.
      throw new Error(errorText(e, kind === 'delete' ? '删除失败' : '操作失败'), { cause: e });
    }
    message.success(kind === 'delete' ? ADMIN_USER_MESSAGES.deleted : ADMIN_USER_MESSAGES.deactivated);
    setPending(null);
    await refresh();
  };

  const sendDeleteCode = async () => {
    if (!pending) return;
    try {
      await sendUserDeleteCode(api, pending.user.id);
    } catch (e) {
      throw new Error(errorText(e, '发送验证码失败'), { cause: e });
    }
  };

  return (
    <Card title="用户管理">
      <UserSearchTable
        toolbar={<RegistrationApprovalSwitch />}
        columns={[
          { title: '用户', key: 'user', width: 200, phone: true, render: (_: unknown, u) => <UserCell user={u} /> },
          { title: '邮箱', dataIndex: 'email', ellipsis: true },
          { title: '角色', dataIndex: 'role', width: 80, render: (_: unknown, u) => <RoleTag role={u.role} /> },
          {
            title: '状态',
            dataIndex: 'status',
            width: 76,
            phone: true,
            render: (_: unknown, u) => <UserStatusTag status={u.status} />,
          },
          {
            title: '已审核',
            dataIndex: 'isApproved',
            width: 76,
            render: (v: boolean) => (v ? '是' : '否'),
          },
          {
            title: '评论/点赞/收藏',
            key: 'counts',
            width: 124,
            render: (_: unknown, u) => (
              <span className="au-counts">
                {u.commentCount} / {u.likeCount} / {u.favoriteCount}
              </span>
            ),
          },
          {
            title: '注册时间',
            dataIndex: 'createdAt',
            width: 104,
            render: (v: string) => <span title={formatDateTime(v)}>{formatDate(v)}</span>,
          },
          {
            title: '操作',
            key: ACTIONS_KEY,
            width: 104,
            render: (_: unknown, u) => {
              if (u.status === 'DELETED') return null;
              const self = u.id === me?.id;
              const loading = busy === u.id;
              return (
                <Space size={4}>
                  {!u.isApproved && (
                    <TableAction
                      title="审核通过"
                      label={`审核通过：${u.username}`}
                      icon={<CheckOutlined />}
                      loading={loading}
                      onClick={() => void run(u, () => approveUser(api, u.id), ADMIN_USER_MESSAGES.approved)}
                    />
                  )}
                  {u.status === 'ACTIVE' && (
                    <TableAction
                      title={self ? '不能停用自己' : '停用'}
                      label={`停用：${u.username}`}
                      icon={<StopOutlined />}
                      disabled={self}
                      onClick={() => setPending({ kind: 'deactivate', user: u })}
                    />
                  )}
                  {/* A PENDING account is let in by approving it; an INACTIVE one by reactivating. */}
                  {u.status === 'INACTIVE' && (
                    <TableAction
                      title="恢复正常"
                      label={`恢复正常：${u.username}`}
                      icon={<UndoOutlined />}
                      loading={loading}
                      onClick={() =>
                        void run(u, () => setUserStatus(api, u.id, 'ACTIVE'), ADMIN_USER_MESSAGES.reactivated)
                      }
                    />
                  )}
                  <TableAction
                    title={self ? '不能删除自己' : '删除'}
                    label={`删除：${u.username}`}
                    icon={<DeleteOutlined />}
                    danger
                    disabled={self}
                    onClick={() => setPending({ kind: 'delete', user: u })}
                  />
                </Space>
              );
            },
          },
        ]}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'delete' ? '删除用户' : '停用用户'}
        content={
          pending?.kind === 'delete'
            ? `确定删除用户「${pending.user.displayName}」（@${pending.user.username}）吗？其登录会话、点赞、收藏和订阅将被移除，评论保留并显示为“已注销用户”。此操作不可恢复。`
            : pending
              ? `确定停用用户「${pending.user.displayName}」吗？停用后该用户将立即退出登录，且无法再登录，直到恢复正常。`
              : null
        }
        confirmText={pending?.kind === 'delete' ? '删除' : '停用'}
        {...(pending?.kind === 'delete' ? { verification: { sendCode: sendDeleteCode } } : {})}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}
