import { useState } from 'react';
import { Button, Card, Empty, Popconfirm, Progress, Space, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { BACKGROUND_AREAS, BACKGROUND_LIMITS, type BackgroundImage, type SiteAppearance } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { uploadImage } from '../../../shared/api/content-api.ts';
import { themeOfImage } from '../../../shared/theme/image-theme.ts';
import { IMAGE_ACCEPT } from '../../../shared/ui/cover-upload.tsx';
import { saveBackgrounds, saveTheme } from '../api.ts';
import { ColourSwatches } from './colour-swatches.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

/**
 * The uploaded backgrounds: upload (the browser extracts each image's theme and mean colour), use
 * one's colours as the site's theme, remove one (and from the areas that showed it).
 */
export function BackgroundLibrary({
  appearance,
  onSaved,
}: {
  appearance: SiteAppearance;
  onSaved: (appearance: SiteAppearance) => void;
}) {
  const api = useApi();
  const { message } = useFeedback();
  const [percent, setPercent] = useState<number | null>(null);
  const { images, areas } = appearance.backgrounds;

  const add = async (file: File) => {
    setPercent(0);
    try {
      const uploaded = await uploadImage(api, file, setPercent);
      const { theme, average, palette } = await themeOfImage(uploaded.url);
      onSaved(
        await saveBackgrounds(api, { images: [...images, { url: uploaded.url, average, palette, theme }], areas }),
      );
      message.success('背景图片已上传');
    } catch (e) {
      message.error(errorText(e, '上传失败'));
    } finally {
      setPercent(null);
    }
  };

  const remove = async (image: BackgroundImage) => {
    const kept = { ...areas };
    for (const area of BACKGROUND_AREAS) if (kept[area]?.url === image.url) kept[area] = null;
    try {
      onSaved(await saveBackgrounds(api, { images: images.filter((i) => i.url !== image.url), areas: kept }));
      message.success('背景图片已移除');
    } catch (e) {
      message.error(errorText(e, '操作失败'));
    }
  };

  const adoptTheme = async (image: BackgroundImage) => {
    try {
      onSaved(await saveTheme(api, image.theme));
      message.success('主题色已保存');
    } catch (e) {
      message.error(errorText(e, '操作失败'));
    }
  };

  const full = images.length >= BACKGROUND_LIMITS.images;
  return (
    <Card
      title="背景图片"
      extra={
        <Upload
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          disabled={full || percent !== null}
          customRequest={({ file }) => void add(file as File)}
        >
          <Button icon={<UploadOutlined />} loading={percent !== null} disabled={full}>
            上传背景
          </Button>
        </Upload>
      }
    >
      {percent !== null && <Progress percent={percent} size="small" />}
      {images.length === 0 ? (
        <Empty description="还没有背景图片" />
      ) : (
        <div className="abg-library">
          {images.map((image) => (
            <Card
              key={image.url}
              size="small"
              className="abg-image"
              cover={<img src={image.url} alt="背景图片" className="abg-image-preview" />}
            >
              <ColourSwatches theme={image.theme} />
              <Space wrap className="abg-image-actions">
                <Button size="small" onClick={() => void adoptTheme(image)}>
                  用作主题色
                </Button>
                <Popconfirm
                  title="移除这张背景图片？"
                  description="使用它的区域将不再显示背景。"
                  okText="移除"
                  cancelText="取消"
                  onConfirm={() => remove(image)}
                >
                  <Button size="small" danger icon={<DeleteOutlined />}>
                    移除
                  </Button>
                </Popconfirm>
              </Space>
            </Card>
          ))}
        </div>
      )}
    </Card>
  );
}
