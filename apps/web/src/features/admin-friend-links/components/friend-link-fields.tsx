import { Form, Input, Select } from 'antd';
import { FRIEND_LINK_CATEGORIES, FRIEND_LINK_LIMITS, friendLinkApplySchema } from '@app/contract';
import { zodRule } from '../../../shared/lib/zod-rule.ts';

const rule = (field: keyof typeof friendLinkApplySchema.shape) => zodRule(friendLinkApplySchema.shape[field]);

/**
 * The application's fields with the contract's rules (spec 02 §5). A local stand-in for the
 * public friend-links feature's `FriendLinkFields` while that feature is being built.
 */
export function FriendLinkFields() {
  return (
    <>
      <Form.Item name="siteName" label="站点名称" required rules={[rule('siteName')]}>
        <Input placeholder="如：某某的博客" count={{ show: true, max: FRIEND_LINK_LIMITS.siteName }} />
      </Form.Item>
      <Form.Item name="siteUrl" label="站点URL" required rules={[rule('siteUrl')]} extra="未写协议时自动加上 https://">
        <Input placeholder="https://example.com" inputMode="url" />
      </Form.Item>
      <Form.Item name="category" label="站点分类">
        <Select aria-label="站点分类" options={FRIEND_LINK_CATEGORIES.map((c) => ({ value: c, label: c }))} />
      </Form.Item>
      <Form.Item name="description" label="站点描述" rules={[rule('description')]}>
        <Input.TextArea rows={2} count={{ show: true, max: FRIEND_LINK_LIMITS.description }} />
      </Form.Item>
      <Form.Item name="ownerName" label="站长名称" rules={[rule('ownerName')]}>
        <Input count={{ max: FRIEND_LINK_LIMITS.ownerName }} />
      </Form.Item>
      <Form.Item name="ownerEmail" label="站长邮箱" rules={[rule('ownerEmail')]}>
        <Input placeholder="name@example.com" inputMode="email" />
      </Form.Item>
      <Form.Item name="avatarUrl" label="头像URL" rules={[rule('avatarUrl')]}>
        <Input placeholder="https://example.com/avatar.png" inputMode="url" />
      </Form.Item>
    </>
  );
}
