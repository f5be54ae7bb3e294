import { useRef } from 'react';
import { Form, Input, Modal } from 'antd';
import { BUCKET_NAME_LIMITS, bucketNameSchema, FILE_MESSAGES, type StorageBucket } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { serverFieldErrors } from '../../../shared/editor/server-field-errors.ts';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { failureOr, useFormModal } from '../../../shared/ui/use-form-modal.ts';
import { createBucket } from '../api.ts';

interface BucketForm {
  name: string;
}
const emptyBucket = (): BucketForm => ({ name: '' });

/** 新建存储桶: a name checked by the contract's rules before it is sent, and by the server after. */
export function CreateBucketModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (bucket: StorageBucket) => void;
}) {
  const api = useApi();
  const created = useRef<StorageBucket | null>(null);
  const { form, modalProps } = useFormModal<null, BucketForm>({
    open,
    item: null,
    valuesOf: emptyBucket,
    submit: async (values) => {
      created.current = await createBucket(api, { name: values.name });
    },
    saved: { created: FILE_MESSAGES.bucketCreated, updated: FILE_MESSAGES.bucketCreated },
    failure: failureOr('创建存储桶失败'),
    fieldErrors: (e) => serverFieldErrors(e, ['name'], { field: 'name' }),
    onClose,
    onSaved: () => {
      if (created.current) onCreated(created.current);
    },
  });
  return (
    <Modal {...modalProps} title="新建存储桶" okText="创建">
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="name"
          label="存储桶名称"
          rules={[zodRule(bucketNameSchema)]}
          extra={`${BUCKET_NAME_LIMITS.min}–${BUCKET_NAME_LIMITS.max} 个字符：小写字母、数字和连字符，以字母或数字开头和结尾`}
        >
          <Input placeholder="例如 attachments" maxLength={BUCKET_NAME_LIMITS.max} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
