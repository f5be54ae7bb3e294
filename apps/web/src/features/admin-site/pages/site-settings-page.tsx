import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Skeleton, Space, Typography, theme } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ICP_LINK, SITE_SETTINGS_LIMITS, SITE_SETTINGS_SAVED, siteSettingsSchema, type SiteInfo } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { serverFieldErrors } from '../../../shared/editor/server-field-errors.ts';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { CoverUpload } from '../../../shared/ui/cover-upload.tsx';
import { CommentSettingsDrawer } from '../../admin-comments/index.ts';
import { RegistrationApprovalSwitch } from '../../admin-users/index.ts';
import { siteKeys } from '../../site/index.ts';
import { adminSiteKeys, saveSiteSettings, siteSettingsQuery } from '../api.ts';
import '../admin-site.css';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

const FIELDS = Object.keys(siteSettingsSchema.shape) as (keyof SiteInfo)[];
const rule = (field: keyof SiteInfo) => zodRule(siteSettingsSchema.shape[field]);

/** The form's values: an image removed in the upload is null there, an empty text on the server. */
type FormValues = Omit<SiteInfo, 'logoUrl' | 'faviconUrl'> & { logoUrl: string | null; faviconUrl: string | null };

/**
 * /admin/settings/site (issue 19): what the pages, the feeds and the head show about the site,
 * grouped. A save shows on the next request everywhere, cached pages too (the server empties its
 * page cache); here the top bar and footer of this tab follow at once.
 */
export function SiteSettingsPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const { token } = theme.useToken();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const { data, error, isLoading } = useQuery(siteSettingsQuery(api));

  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);

  const save = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields say what is wrong
    }
    setSaving(true);
    try {
      const saved = await saveSiteSettings(api, {
        ...values,
        logoUrl: values.logoUrl ?? '',
        faviconUrl: values.faviconUrl ?? '',
      });
      queryClient.setQueryData(adminSiteKeys.settings, saved);
      queryClient.setQueryData(siteKeys.info, saved);
      form.setFieldsValue(saved);
      message.success(SITE_SETTINGS_SAVED);
    } catch (e) {
      form.setFields(serverFieldErrors(e, FIELDS));
      message.error(errorText(e, '保存失败'));
    } finally {
      setSaving(false);
    }
  };

  if (error) return <Alert type="error" showIcon title="站点设置加载失败" description={error.message} />;
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <Form
      form={form}
      layout="vertical"
      className="admin-site-settings"
      initialValues={data}
      onFinish={() => void save()}
    >
      <Card title="基本信息">
        <Form.Item name="siteName" label="站点名称" required rules={[rule('siteName')]}>
          <Input count={{ show: true, max: SITE_SETTINGS_LIMITS.siteName }} />
        </Form.Item>
        <Form.Item name="tagline" label="标语" rules={[rule('tagline')]} extra="首页标题和页脚中显示在站点名称之后">
          <Input count={{ show: true, max: SITE_SETTINGS_LIMITS.tagline }} />
        </Form.Item>
        <Form.Item
          name="description"
          label="站点描述"
          rules={[rule('description')]}
          extra="搜索引擎和分享卡片中的描述（页面没有自己的描述时），也是 RSS 的频道描述"
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Form.Item name="keywords" label="关键词" rules={[rule('keywords')]} extra="用逗号分隔，例如：博客,好物,生活">
          <Input count={{ show: true, max: SITE_SETTINGS_LIMITS.keywords }} />
        </Form.Item>
        <div className="admin-site-images">
          <Form.Item
            name="logoUrl"
            label="Logo"
            rules={[rule('logoUrl')]}
            extra="显示在顶栏的站点名称前；不上传则显示默认标志"
          >
            <CoverUpload noun="Logo" />
          </Form.Item>
          <Form.Item
            name="faviconUrl"
            label="网站图标"
            rules={[rule('faviconUrl')]}
            extra="浏览器标签页上的小图标，建议使用正方形图片"
          >
            <CoverUpload noun="图标" />
          </Form.Item>
        </div>
      </Card>

      <Card title="页脚">
        <Form.Item
          name="aboutPath"
          label="“关于我”链接"
          rules={[rule('aboutPath')]}
          extra="站内路径（如 /pages/about）或 http(s) 地址；留空则不显示"
        >
          <Input placeholder="/pages/about" />
        </Form.Item>
        <Form.Item
          name="privacyPath"
          label="“隐私政策”链接"
          rules={[rule('privacyPath')]}
          extra="站内路径（如 /pages/privacy）或 http(s) 地址；留空则不显示"
        >
          <Input placeholder="/pages/privacy" />
        </Form.Item>
        <Form.Item
          name="icpNumber"
          label="备案号"
          rules={[rule('icpNumber')]}
          extra={`填写后显示在页脚，并链接到 ${ICP_LINK}`}
        >
          <Input placeholder="京ICP备12345678号-1" count={{ show: true, max: SITE_SETTINGS_LIMITS.icpNumber }} />
        </Form.Item>
      </Card>

      <Card title="内容">
        <Form.Item
          name="pageSize"
          label="每页文章数"
          required
          rules={[rule('pageSize')]}
          extra={`文章列表每页显示的篇数（${SITE_SETTINGS_LIMITS.pageSizeMin}–${SITE_SETTINGS_LIMITS.pageSizeMax}）`}
        >
          <InputNumber min={SITE_SETTINGS_LIMITS.pageSizeMin} max={SITE_SETTINGS_LIMITS.pageSizeMax} precision={0} />
        </Form.Item>
      </Card>

      <Card title="评论">
        <Space orientation="vertical">
          <Typography.Text type="secondary">审核方式、审核词与垃圾词、链接数和发表频率的限制。</Typography.Text>
          <Button onClick={() => setCommentsOpen(true)}>评论设置</Button>
        </Space>
        <CommentSettingsDrawer open={commentsOpen} onClose={() => setCommentsOpen(false)} />
      </Card>

      <Card title="注册">
        <Space orientation="vertical">
          <Typography.Text type="secondary">
            开启后新注册的账号需要管理员在「用户管理」中审核通过才能登录（立即生效，无需保存）。
          </Typography.Text>
          <RegistrationApprovalSwitch />
        </Space>
      </Card>

      <div
        className="admin-site-actions"
        style={{ background: token.colorBgLayout, borderTop: `1px solid ${token.colorBorderSecondary}` }}
      >
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
          保存设置
        </Button>
      </div>
    </Form>
  );
}
