import { useEffect, useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { errorText } from '../api/api-error.ts';
import type { FieldErrors } from '../editor/server-field-errors.ts';
import { useFeedback } from './feedback.tsx';

/**
 * The add / edit dialog of a back-office list (tags, categories, friend and social links): the
 * form starts from the item (or the new item's values) each time it opens; 保存 checks the fields,
 * sends once at a time, says so and closes; a refusal keeps what was typed, puts the server's
 * reasons on their fields and says why.
 */
export function useFormModal<T, V extends object>(options: {
  open: boolean;
  /** The item edited, or null for a new one. */
  item: T | null;
  /** What the form shows for an item or a new one (a module-level function: it is an effect dependency). */
  valuesOf: (item: T | null) => V;
  submit: (values: V, item: T | null) => Promise<unknown>;
  /** The success message for a new item and an edited one. */
  saved: { created: string; updated: string };
  /** The message of a refusal (the server's, else a fallback). */
  failure: (error: unknown, item: T | null) => string;
  /** The server's reasons on the form's fields. */
  fieldErrors?: (error: unknown) => FieldErrors<string>[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { open, item, valuesOf } = options;
  const { message } = useFeedback();
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(item) as Parameters<FormInstance<V>['setFieldsValue']>[0]);
  }, [open, item, valuesOf, form]);

  const save = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show what is wrong
    }
    setSaving(true);
    try {
      // Fields the form does not show keep the values it started from.
      await options.submit({ ...valuesOf(item), ...values }, item);
      message.success(item ? options.saved.updated : options.saved.created);
      options.onSaved();
    } catch (e) {
      const fields = options.fieldErrors?.(e) ?? [];
      if (fields.length > 0) form.setFields(fields as Parameters<FormInstance<V>['setFields']>[0]);
      message.error(options.failure(e, item));
    } finally {
      setSaving(false);
    }
  };

  /** Spread on antd's Modal, with the dialog's own title and width. */
  const modalProps = {
    open,
    onCancel: options.onClose,
    onOk: () => void save(),
    okText: '保存',
    cancelText: '取消',
    confirmLoading: saving,
    destroyOnHidden: true,
    forceRender: true,
  };
  return { form, modalProps };
}

/** The usual failure message: the server's reason, else the fallback. */
export const failureOr = (fallback: string) => (error: unknown) => errorText(error, fallback);
