import { useState } from 'react';
import { Button, Progress, Space, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { errorText } from '../api/api-error.ts';
import { useApi } from '../api/api-context.tsx';
import { uploadImage } from '../api/content-api.ts';
import { useFeedback } from './feedback.tsx';

/** The image types the upload endpoint takes (spec 02 §5: jpeg, jpg, gif, png, svg, webp). */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.svg';

/**
 * One image of a form (an article's cover, a product's main image): upload with progress,
 * preview, remove. `noun` names the image in the texts: 上传封面, 封面已上传, 更换主图 …
 */
export function CoverUpload({
  value,
  onChange,
  noun = '封面',
}: {
  value?: string | null;
  onChange?: (url: string | null) => void;
  noun?: string;
}) {
  const api = useApi();
  const { message } = useFeedback();
  const [percent, setPercent] = useState<number | null>(null);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value && (
        <img
          src={value}
          alt={`${noun}预览`}
          style={{ width: '100%', maxWidth: 360, borderRadius: 8, display: 'block' }}
        />
      )}
      <Space>
        <Upload
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          customRequest={({ file }) => {
            setPercent(0);
            uploadImage(api, file as File, setPercent)
              .then((image) => {
                onChange?.(image.url);
                message.success(`${noun}已上传`);
              })
              .catch((e: unknown) => message.error(errorText(e, '上传失败')))
              .finally(() => setPercent(null));
          }}
        >
          <Button icon={<UploadOutlined />} loading={percent !== null}>
            {value ? `更换${noun}` : `上传${noun}`}
          </Button>
        </Upload>
        {value && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            移除
          </Button>
        )}
      </Space>
      {percent !== null && <Progress percent={percent} size="small" />}
    </Space>
  );
}
