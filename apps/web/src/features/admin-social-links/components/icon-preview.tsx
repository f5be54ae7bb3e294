import { Form, Typography, type FormInstance } from 'antd';
import { PLATFORMS, usableCustomIcon, type PlatformOption, type SocialIcon } from '@app/contract';
import { isHexColour, type SocialLinkFormValues } from '../social-link-form.ts';
import { SocialIconView } from '../../social-links/index.ts';

/** How the link will look: the custom icon when it counts, else the platform's mark, in the custom colour or the brand's. */
export function IconPreview({
  form,
  platforms,
}: {
  form: FormInstance<SocialLinkFormValues>;
  platforms: PlatformOption[] | undefined;
}) {
  const platform = Form.useWatch('platform', form);
  const title = Form.useWatch('title', form);
  const customIcon = Form.useWatch('customIcon', form);
  const customColor = Form.useWatch('customColor', form);
  if (!platform) return null;
  const image = usableCustomIcon(customIcon?.trim());
  const icon: SocialIcon | undefined = image
    ? { kind: 'image', url: image }
    : platforms?.find((p) => p.code === platform)?.icon;
  const color = isHexColour(customColor) ? customColor : PLATFORMS[platform].color;
  return (
    <Form.Item label="预览">
      <div className="asl-preview" aria-label="预览">
        <span className="asl-preview-icon">{icon ? <SocialIconView icon={icon} color={color} size={24} /> : null}</span>
        {/* In the text colour: a dark brand colour would vanish on the dark theme (the mark is kept visible). */}
        <Typography.Text strong>{title?.trim() || PLATFORMS[platform].name}</Typography.Text>
      </div>
    </Form.Item>
  );
}
