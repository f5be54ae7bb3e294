import { Col, Form, Input, Row, Select } from 'antd';
import {
  FRIEND_LINK_CATEGORIES,
  FRIEND_LINK_LIMITS,
  friendLinkApplySchema,
  type FriendLinkApplyInput,
} from '@app/contract';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { UrlInput } from './url-input.tsx';

const field = friendLinkApplySchema.shape;
/** Each field checked by the contract's own rule, so the form says exactly what the server would. */
const rules = {
  siteName: [zodRule(field.siteName)],
  siteUrl: [zodRule(field.siteUrl)],
  description: [zodRule(field.description)],
  ownerName: [zodRule(field.ownerName)],
  ownerEmail: [zodRule(field.ownerEmail)],
  avatarUrl: [zodRule(field.avatarUrl)],
};

/** A new link's starting values (spec 02 §5: category 个人博客). */
export const FRIEND_LINK_APPLY_DEFAULTS = { category: '个人博客' } as const satisfies Partial<FriendLinkApplyInput>;

const categoryOptions = FRIEND_LINK_CATEGORIES.map((c) => ({ value: c, label: c }));

/**
 * The fields of a friend link as an applicant gives them (spec 02 §5): site name and address
 * required, category 个人博客 unless chosen, the rest optional. Form.Items (in a grid row) for a
 * vertical antd Form; the administrator's form adds its own fields around them. The form gives the
 * starting values (FRIEND_LINK_APPLY_DEFAULTS for a new link): a Form.Item's own initialValue would
 * clash with the values of a link being edited.
 */
export function FriendLinkFields() {
  return (
    // Short fields in pairs from the sm breakpoint, so the form fits a modal without scrolling.
    <Row gutter={16}>
      <Col xs={24} sm={14}>
        <Form.Item name="siteName" label="站点名称" required rules={rules.siteName}>
          <Input placeholder="你的网站叫什么" maxLength={FRIEND_LINK_LIMITS.siteName} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={10}>
        <Form.Item name="category" label="分类">
          <Select options={categoryOptions} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="siteUrl" label="站点URL" required rules={rules.siteUrl} extra="未写协议时自动加上 https://">
          <UrlInput placeholder="https://example.com" maxLength={FRIEND_LINK_LIMITS.siteUrl} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="description" label="站点描述" rules={rules.description}>
          <Input.TextArea
            placeholder="一句话介绍你的网站"
            autoSize={{ minRows: 2, maxRows: 4 }}
            showCount
            maxLength={FRIEND_LINK_LIMITS.description}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={10}>
        <Form.Item name="ownerName" label="站长名称" rules={rules.ownerName}>
          <Input placeholder="怎么称呼你" maxLength={FRIEND_LINK_LIMITS.ownerName} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={14}>
        <Form.Item name="ownerEmail" label="站长邮箱" rules={rules.ownerEmail} tooltip="仅用于联系，不会公开">
          <Input placeholder="name@example.com" inputMode="email" maxLength={FRIEND_LINK_LIMITS.ownerEmail} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="avatarUrl" label="头像URL" rules={rules.avatarUrl}>
          <UrlInput placeholder="https://example.com/avatar.png" maxLength={FRIEND_LINK_LIMITS.avatarUrl} />
        </Form.Item>
      </Col>
    </Row>
  );
}
