import { useEffect, useState, type ReactNode } from 'react';
import { Input, Modal, Space, Typography } from 'antd';
import { CODE_LENGTH } from '@app/contract';
import { SendCodeButton } from './send-code-button.tsx';
import { useFeedback } from './feedback.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  content?: ReactNode;
  /** With it, the dialog asks for an e-mailed code; confirm stays disabled until it has 6 characters. */
  verification?: { sendCode: () => Promise<void>; cooldownSeconds?: number; hint?: ReactNode };
  confirmText?: string;
  danger?: boolean;
  /** Receives the code when verification is on; a thrown error keeps the dialog open and is shown. */
  onConfirm: (code?: string) => Promise<void> | void;
  onCancel: () => void;
}

/** The dialog every dangerous action uses (spec 01 §2); it knows nothing of the action it guards. */
export function ConfirmDialog({
  open,
  title,
  content,
  verification,
  confirmText = '确认',
  danger = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { message } = useFeedback();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) setCode('');
  }, [open]);

  const ready = !verification || code.length === CODE_LENGTH;
  const confirm = async () => {
    if (!ready) return;
    setBusy(true);
    try {
      await onConfirm(verification ? code : undefined);
    } catch (error) {
      message.error(error instanceof Error && error.message ? error.message : '操作失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      onOk={() => void confirm()}
      okText={confirmText}
      cancelText="取消"
      okButtonProps={{ danger, disabled: !ready, loading: busy }}
      destroyOnHidden
      mask={{ closable: !busy }}
    >
      {content && <div style={{ marginBottom: verification ? 16 : 0 }}>{content}</div>}
      {verification && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {verification.hint ?? '为确认是您本人操作，请输入发送到您邮箱的验证码。'}
          </Typography.Text>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label="验证码"
              value={code}
              maxLength={CODE_LENGTH}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="6位验证码"
              onChange={(e) => setCode(e.target.value.trim())}
              onPressEnter={() => void confirm()}
            />
            <SendCodeButton onSend={verification.sendCode} cooldownSeconds={verification.cooldownSeconds} />
          </Space.Compact>
        </Space>
      )}
    </Modal>
  );
}
