import { AutoComplete, Col, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_SOCIAL_GROUP,
  PLATFORMS,
  SOCIAL_LINK_LIMITS,
  SOCIAL_LINK_MESSAGES,
  type SocialLink,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { serverFieldErrors } from '../../../shared/editor/server-field-errors.ts';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { useFormModal } from '../../../shared/ui/use-form-modal.ts';
import { createSocialLink, platformsQuery, socialGroupsQuery, updateSocialLink } from '../api.ts';
import {
  customIconRule,
  NEW_SOCIAL_LINK,
  SOCIAL_LINK_FIELDS,
  socialLinkFormValues,
  socialFields,
  sortOrderRule,
  toSocialLinkInput,
  urlHint,
  urlRule,
} from '../social-link-form.ts';
import { ColorField } from './color-field.tsx';
import { IconPreview } from './icon-preview.tsx';
import { PlatformSelect } from './platform-select.tsx';

/** 添加链接 / 编辑链接 (spec 02 §5). `link` null means new. */
export function SocialLinkFormModal({
  open,
  link,
  onClose,
  onSaved,
}: {
  open: boolean;
  link: SocialLink | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useApi();
  const { form, modalProps } = useFormModal({
    open,
    item: link,
    valuesOf: socialLinkFormValues,
    // The platform's rule has been met when the form gets here.
    submit: (values, item) => {
      const body = toSocialLinkInput({ ...values, platform: values.platform! });
      return item ? updateSocialLink(api, item.id, body) : createSocialLink(api, body);
    },
    saved: { created: SOCIAL_LINK_MESSAGES.created, updated: SOCIAL_LINK_MESSAGES.updated },
    failure: (e) => errorText(e, SOCIAL_LINK_MESSAGES.updateFailed),
    fieldErrors: (e) => serverFieldErrors(e, SOCIAL_LINK_FIELDS),
    onClose,
    onSaved,
  });
  const platform = Form.useWatch('platform', form);
  const { data: platforms } = useQuery({ ...platformsQuery(api), enabled: open });
  const { data: groups } = useQuery({ ...socialGroupsQuery(api), enabled: open });
  const hint = urlHint(platform);
  const platformColor = platform ? PLATFORMS[platform].color : '#8c8c8c';

  return (
    <Modal {...modalProps} title={link ? '编辑链接' : '添加链接'} width={680}>
      <Form form={form} layout="vertical" initialValues={NEW_SOCIAL_LINK}>
        <Form.Item name="platform" label="平台" required rules={[zodRule(socialFields.platform)]}>
          <PlatformSelect platforms={platforms} />
        </Form.Item>
        <Form.Item name="url" label="URL" required dependencies={['platform']} rules={[urlRule]} extra={hint.extra}>
          <Input placeholder={hint.placeholder} maxLength={SOCIAL_LINK_LIMITS.url} />
        </Form.Item>
        <Form.Item name="title" label="标题" rules={[zodRule(socialFields.title)]} extra="留空则使用平台名称">
          <Input
            placeholder={platform ? PLATFORMS[platform].name : '留空则使用平台名称'}
            count={{ max: SOCIAL_LINK_LIMITS.title }}
          />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={[zodRule(socialFields.description)]}>
          <Input.TextArea rows={2} count={{ show: true, max: SOCIAL_LINK_LIMITS.description }} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={14}>
            <Form.Item
              name="groupName"
              label="分组"
              rules={[zodRule(socialFields.groupName)]}
              extra={`社交页按分组显示为标签页；留空则归入「${DEFAULT_SOCIAL_GROUP}」`}
            >
              <AutoComplete
                placeholder={DEFAULT_SOCIAL_GROUP}
                options={(groups ?? [DEFAULT_SOCIAL_GROUP]).map((g) => ({ value: g }))}
                showSearch={{
                  filterOption: (input, option) => String(option?.value ?? '').includes(input.trim()),
                }}
                maxLength={SOCIAL_LINK_LIMITS.groupName}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item name="sortOrder" label="排序" rules={[sortOrderRule]} extra="数字越小越靠前">
              <InputNumber precision={0} min={0} placeholder="0" style={{ width: '100%' }} aria-label="排序" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={8}>
            <Form.Item name="active" label="启用" valuePropName="checked" extra="停用后不再显示">
              <Switch aria-label="启用" />
            </Form.Item>
          </Col>
          <Col xs={8}>
            <Form.Item name="openInNewTab" label="新窗口打开" valuePropName="checked">
              <Switch aria-label="新窗口打开" />
            </Form.Item>
          </Col>
          <Col xs={8}>
            <Form.Item name="featured" label="推荐" valuePropName="checked" extra="显示在页脚「联系」旁">
              <Switch aria-label="推荐" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={14}>
            <Form.Item
              name="customIcon"
              label="自定义图标"
              rules={[zodRule(socialFields.customIcon), customIconRule]}
              extra="图片地址，以 / 或 http 开头才会使用；留空则用平台图标"
            >
              <Input placeholder="/uploads/icon.png 或 https://…" maxLength={SOCIAL_LINK_LIMITS.customIcon} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item
              name="customColor"
              label="自定义颜色"
              rules={[zodRule(socialFields.customColor)]}
              extra="#RRGGBB；留空则用平台品牌色"
            >
              <ColorField fallback={platformColor} />
            </Form.Item>
          </Col>
        </Row>
        <IconPreview form={form} platforms={platforms} />
      </Form>
    </Modal>
  );
}
