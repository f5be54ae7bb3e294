import { useEffect, useRef, useState } from 'react';
import { Button, Progress, Space, Tooltip, Typography, Upload } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRODUCT_IMAGES_MAX } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { uploadImage } from '../../../shared/api/content-api.ts';
import { IMAGE_ACCEPT } from '../../../shared/ui/cover-upload.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

interface Uploading {
  uid: string;
  name: string;
  percent: number;
}

/** Moves the item at `from` one place up (-1) or down (+1). */
export function moveItem<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}

/**
 * A product's gallery (spec 02 §3 `images`, in order): upload several at once, each with its
 * progress; reorder up and down; remove. At most PRODUCT_IMAGES_MAX images.
 */
export function GalleryUpload({ value = [], onChange }: { value?: string[]; onChange?: (images: string[]) => void }) {
  const api = useApi();
  const { message } = useFeedback();
  const [uploading, setUploading] = useState<Uploading[]>([]);
  // Several uploads finish one after another: each adds to the latest list, not to the one it started with.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const change = (images: string[]) => {
    latest.current = images;
    onChange?.(images);
  };
  const room = PRODUCT_IMAGES_MAX - value.length - uploading.length;

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      {value.length > 0 && (
        <ol className="ap-gallery" aria-label="图片列表">
          {value.map((url, index) => (
            <li key={`${url}-${index}`} className="ap-gallery-item">
              <img src={url} alt={`图片 ${index + 1}`} className="ap-gallery-thumb" />
              <span className="ap-gallery-index">{index + 1}</span>
              <Space size={2} className="ap-gallery-actions">
                <Tooltip title="上移">
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={`上移图片 ${index + 1}`}
                    disabled={index === 0}
                    onClick={() => change(moveItem(value, index, -1))}
                  />
                </Tooltip>
                <Tooltip title="下移">
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={`下移图片 ${index + 1}`}
                    disabled={index === value.length - 1}
                    onClick={() => change(moveItem(value, index, 1))}
                  />
                </Tooltip>
                <Tooltip title="移除">
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`移除图片 ${index + 1}`}
                    onClick={() => change(value.filter((_, i) => i !== index))}
                  />
                </Tooltip>
              </Space>
            </li>
          ))}
        </ol>
      )}
      {uploading.map((u) => (
        <div key={u.uid}>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {u.name}
          </Typography.Text>
          <Progress percent={u.percent} size="small" />
        </div>
      ))}
      <Space wrap>
        <Upload
          accept={IMAGE_ACCEPT}
          multiple
          showUploadList={false}
          disabled={room <= 0}
          beforeUpload={(_file, files) => {
            if (files.length > PRODUCT_IMAGES_MAX - latest.current.length - uploading.length) {
              message.error(`最多${PRODUCT_IMAGES_MAX}张图片`);
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={({ file }) => {
            const f = file as File & { uid: string };
            setUploading((list) => [...list, { uid: f.uid, name: f.name, percent: 0 }]);
            uploadImage(api, f, (percent) =>
              setUploading((list) => list.map((u) => (u.uid === f.uid ? { ...u, percent } : u))),
            )
              .then((image) => change([...latest.current, image.url]))
              .catch((e: unknown) => message.error(`${f.name}：${errorText(e, '上传失败')}`))
              .finally(() => setUploading((list) => list.filter((u) => u.uid !== f.uid)));
          }}
        >
          <Button icon={<PlusOutlined />} disabled={room <= 0}>
            添加图片
          </Button>
        </Upload>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {value.length}/{PRODUCT_IMAGES_MAX}，可一次选择多张，按顺序展示
        </Typography.Text>
      </Space>
    </Space>
  );
}
