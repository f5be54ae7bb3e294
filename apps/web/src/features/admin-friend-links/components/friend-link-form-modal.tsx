import { Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import {
  FRIEND_LINK_LIMITS,
  FRIEND_LINK_MESSAGES,
  friendLinkInputSchema,
  friendLinkStatusLabels,
  friendLinkStatusSchema,
  type FriendLink,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { serverFieldErrors } from '../../../shared/editor/server-field-errors.ts';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { useFormModal } from '../../../shared/ui/use-form-modal.ts';
import { createFriendLink, updateFriendLink } from '../api.ts';
import {
  FRIEND_LINK_FIELDS,
  friendLinkFormValues,
  NEW_FRIEND_LINK,
  sortOrderRule,
  toFriendLinkInput,
} from '../friend-link-form.ts';
import { FriendLinkFields } from '../../friend-links/index.ts';

/** 添加友链 / 编辑友链 (spec 02 §5). `link` null means new; status and note appear only when editing. */
export function FriendLinkFormModal({
  open,
  link,
  onClose,
  onSaved,
}: {
  open: boolean;
  link: FriendLink | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useApi();
  const editing = link !== null;
  const { form, modalProps } = useFormModal({
    open,
    item: link,
    valuesOf: friendLinkFormValues,
    submit: (values, item) => {
      const body = toFriendLinkInput(values, item !== null);
      return item ? updateFriendLink(api, item.id, body) : createFriendLink(api, body);
    },
    saved: { created: FRIEND_LINK_MESSAGES.created, updated: FRIEND_LINK_MESSAGES.updated },
    failure: (e, item) => errorText(e, item ? FRIEND_LINK_MESSAGES.updateFailed : FRIEND_LINK_MESSAGES.createFailed),
    fieldErrors: (e) => serverFieldErrors(e, FRIEND_LINK_FIELDS, { field: 'siteUrl' }),
    onClose,
    onSaved,
  });

  return (
    <Modal {...modalProps} title={editing ? '编辑友链' : '添加友链'} width={640}>
      <Form form={form} layout="vertical" initialValues={NEW_FRIEND_LINK}>
        <FriendLinkFields />
        <Row gutter={16}>
          <Col xs={12}>
            <Form.Item name="reciprocal" label="已互链" valuePropName="checked" extra="对方站点已添加本站链接">
              <Switch aria-label="已互链" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="sortOrder" label="排序" rules={[sortOrderRule]} extra="数字越小越靠前">
              <InputNumber precision={0} min={0} placeholder="0" style={{ width: '100%' }} aria-label="排序" />
            </Form.Item>
          </Col>
        </Row>
        {editing && (
          <>
            <Form.Item name="status" label="状态" extra="只有「已通过」的友链显示在友链页">
              <Select
                aria-label="状态"
                options={friendLinkStatusSchema.options.map((s) => ({ value: s, label: friendLinkStatusLabels[s] }))}
              />
            </Form.Item>
            <Form.Item
              name="adminNote"
              label="管理员备注"
              rules={[zodRule(friendLinkInputSchema.shape.adminNote)]}
              extra="仅管理员可见"
            >
              <Input.TextArea rows={2} count={{ show: true, max: FRIEND_LINK_LIMITS.adminNote }} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
