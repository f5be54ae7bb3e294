import { useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import { FRIEND_LINK_MESSAGES, friendLinkApplySchema, type FriendLinkApplyInput } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { ApiError, errorText } from '../../../shared/api/api-error.ts';
import { applyForFriendLink } from '../api.ts';
import { FRIEND_LINK_APPLY_DEFAULTS, FriendLinkFields } from './friend-link-fields.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

type Field = keyof FriendLinkApplyInput;
const isField = (name: string): name is Field => name in friendLinkApplySchema.shape;

/**
 * The '申请友链' form in a modal (loaded when the button is first used: apply-friend-link.tsx).
 * Sent, the modal closes and the form empties; refused (a field, the same site twice, too many
 * applications), it stays open with what was typed and says why — the server's reason, or
 * '申请失败，请稍后重试' when it gave none.
 */
export default function ApplyFriendLinkModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApi();
  const { message } = useFeedback();
  const [form] = Form.useForm<FriendLinkApplyInput>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (values: FriendLinkApplyInput) => {
    setBusy(true);
    setError(null);
    try {
      await applyForFriendLink(api, values);
      message.success(FRIEND_LINK_MESSAGES.applied);
      form.resetFields();
      onClose();
    } catch (e) {
      // A field the server refused shows under that field; any other reason above the form.
      const onFields = e instanceof ApiError ? e.fieldErrors.filter((f) => isField(f.field)) : [];
      if (onFields.length > 0) form.setFields(onFields.map((f) => ({ name: f.field as Field, errors: [f.message] })));
      else setError(errorText(e, FRIEND_LINK_MESSAGES.applyFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="申请友链"
      open={open}
      onCancel={onClose}
      okText="提交申请"
      onOk={() => form.submit()}
      confirmLoading={busy}
      // Not destroyed on closing (it stays mounted once opened): a visitor who closes it by
      // mistake finds the values again.
    >
      {error && <Alert className="friend-apply-error" type="error" showIcon title={error} />}
      <Form
        form={form}
        name="friend-link-apply"
        layout="vertical"
        initialValues={FRIEND_LINK_APPLY_DEFAULTS}
        requiredMark
        onFinish={(values) => void send(values)}
        disabled={busy}
      >
        <FriendLinkFields />
      </Form>
    </Modal>
  );
}
