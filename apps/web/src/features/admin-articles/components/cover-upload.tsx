import { useState } from 'react';
import { errorText } from '../../../shared/api/api-error.ts';
import { App, Button, Progress, Space, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useApi } from '../../../shared/api/api-context.tsx';
import { uploadImage } from '../api.ts';

/** The cover image: upload with progress, preview, remove. */
export function CoverUpload({ value, onChange }: { value?: string | null; onChange?: (url: string | null) => void }) {
  const api = useApi();
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value && <img src={value} alt="封面预览" style={{ width: '100%', maxWidth: 360, borderRadius: 8, display: 'block' }} />}
      <Space>
        <Upload
          accept=".jpg,.jpeg,.png,.gif,.webp,.svg"
          showUploadList={false}
          customRequest={({ file }) => {
            setPercent(0);
            uploadImage(api, file as File, setPercent)
              .then((image) => {
                onChange?.(image.url);
                message.success('封面已上传');
              })
              .catch((e: unknown) => message.error(errorText(e, '上传失败')))
              .finally(() => setPercent(null));
          }}
        >
          <Button icon={<UploadOutlined />} loading={percent !== null}>
            {value ? '更换封面' : '上传封面'}
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
