import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ApiClient } from '../api/api-client.ts';
import { useApi } from '../api/api-context.tsx';
import { errorText } from '../api/api-error.ts';
import { serverFieldErrors } from './server-field-errors.ts';
import { useLeaveGuard, type LeaveGuardTexts } from './use-leave-guard.ts';
import { useSaveShortcut } from './use-save-shortcut.ts';
import { useFeedback } from '../ui/feedback.tsx';

/** What an editor's texts say; each kind keeps its own words. */
interface EditorTexts {
  /** After creating: '文章创建成功'. */
  created: string;
  /** After saving an existing record: '文章已保存'. */
  updated: string;
  /** When the form's own rules refuse: '请先修正表单中标出的问题'. */
  invalid: string;
  /** The reason when the server gives none: '创建文章失败', '更新文章失败'. */
  createFailed: string;
  updateFailed: string;
  /** The passing message of a failed save; the reason alone unless told. */
  failedToast?: (reason: string) => string;
  /** The leave guard's question; '有未保存的修改' unless told. */
  leave?: LeaveGuardTexts;
}

/**
 * One kind of record an editor writes (an article, a custom page, a product): its form values,
 * how they become the request body, its API calls and its addresses.
 */
export interface EditorKind<R extends { id: number }, V extends object, I> {
  /** The form of a new record; its keys are the form's fields. */
  empty: V;
  fromRecord: (record: R) => V;
  toInput: (values: V) => I;
  /**
   * Whether the form differs from what was saved. By default: the bodies they would send differ
   * (so a space the body trims away is no change).
   */
  unsaved?: (current: V, saved: V) => boolean;
  create: (api: ApiClient, input: I) => Promise<R>;
  update: (api: ApiClient, id: number, input: I) => Promise<R>;
  /** The record's own query (filled with the saved record, so its edit address opens without a request). */
  detailKey: (id: number) => QueryKey;
  /** Queries that show records of this kind (lists, versions, public pages): refetched after a save. */
  refreshAfterSave: QueryKey[];
  /** The edit address of a record: a new record moves there once created. */
  editPath: (id: number) => string;
  texts: EditorTexts;
}

export interface EditorForm<R, V> {
  /** Spread on the `<Form>`: the form instance, its first values, and the dirty check on every change. */
  formProps: { form: FormInstance<V>; initialValues: V; onValuesChange: () => void };
  /** The record as last saved (null: not created yet). */
  current: R | null;
  /** The form differs from the saved values. */
  dirty: boolean;
  saving: boolean;
  /** Why the last save failed, until the next one succeeds (or the banner is closed). */
  saveError: string | null;
  clearSaveError: () => void;
  save: () => Promise<void>;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const inputsDiffer =
  <V, I>(toInput: (values: V) => I) =>
  (current: V, saved: V) =>
    !sameValue(toInput(current), toInput(saved));

/**
 * The behaviour every editor shares (issue 14 §4), so a user meets the same editor everywhere:
 * - dirty means "differs from the saved values" (typing a word and deleting it again is no change);
 * - Ctrl/⌘+S saves; a save while one is running does nothing (one request, however fast the keys);
 * - after a save, each field the user left alone shows the saved value (a slug made from the title,
 *   a price as the server writes it); anything typed while saving stays;
 * - a refused save keeps everything typed, says why in a passing message and in a banner, and puts
 *   the server's field errors (and a 409 slug conflict) on their fields;
 * - leaving with unsaved changes asks first; a new record, once created, moves to its edit address
 *   without asking, and stays the same editor there.
 *
 * `routeId` is the record the address names (null: a new one), `record` that record as loaded.
 */
export function useEditorForm<R extends { id: number }, V extends object, I>(
  kind: EditorKind<R, V, I>,
  routeId: number | null,
  record: R | null,
): EditorForm<R, V> {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [form] = Form.useForm<V>();
  // antd's name paths cannot be worked out for a values type not known here: the same form, untyped.
  const fieldStore = form as unknown as FormInstance;
  const fields = useMemo(() => Object.keys(kind.empty) as (keyof V & string)[], [kind]);

  const [initialValues] = useState<V>(() => (record ? kind.fromRecord(record) : kind.empty));
  /** The values the server has; the form differs from them when there are unsaved changes. */
  const saved = useRef<V>(initialValues);
  /** Set from the first moment of a save (before its validation), so a second one does nothing. */
  const savingNow = useRef(false);
  /** The id of a record just created here, until the address names it. */
  const created = useRef<number | null>(null);
  const [current, setCurrent] = useState<R | null>(record);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const valuesNow = (): V => ({ ...kind.empty, ...(fieldStore.getFieldsValue(fields) as Partial<V>) });
  const unsaved = () => (kind.unsaved ?? inputsDiffer(kind.toInput))(valuesNow(), saved.current);

  // Another record (or a new one) named by the address: load it into the form.
  useEffect(() => {
    if (routeId === (current?.id ?? null)) {
      created.current = null;
      return;
    }
    if (routeId === null && created.current !== null) return; // on the way to the record just created
    const next = routeId === null ? null : record?.id === routeId ? record : undefined;
    if (next === undefined) return;
    const values = next ? kind.fromRecord(next) : kind.empty;
    fieldStore.setFields(fields.map((name) => ({ name, value: values[name], errors: [] })));
    saved.current = values;
    setCurrent(next);
    setDirty(false);
    setSaveError(null);
  }, [routeId, record, current, fieldStore, kind, fields]);

  useLeaveGuard(unsaved, {
    texts: kind.texts.leave,
    isOwnMove: (pathname) => created.current !== null && pathname === kind.editPath(created.current),
  });

  const save = async () => {
    if (savingNow.current) return;
    savingNow.current = true;
    try {
      let values: V;
      try {
        values = { ...kind.empty, ...((await fieldStore.validateFields(fields)) as Partial<V>) };
      } catch {
        message.error(kind.texts.invalid);
        return;
      }
      setSaving(true);
      await send(values);
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  };

  const send = async (sent: V) => {
    const creating = current === null;
    try {
      const input = kind.toInput(sent);
      const result = creating ? await kind.create(api, input) : await kind.update(api, current.id, input);
      const savedValues = kind.fromRecord(result);
      const now = valuesNow();
      // A field left alone passed this save: an error the server put there before is stale.
      const untouched = fields.filter((name) => sameValue(now[name], sent[name]));
      fieldStore.setFields(untouched.map((name) => ({ name, value: savedValues[name], errors: [] })));
      saved.current = savedValues;
      if (creating) created.current = result.id;
      setCurrent(result);
      setSaveError(null);
      setDirty(unsaved());
      queryClient.setQueryData(kind.detailKey(result.id), result);
      for (const queryKey of kind.refreshAfterSave) void queryClient.invalidateQueries({ queryKey });
      message.success(creating ? kind.texts.created : kind.texts.updated);
      if (creating) void navigate(kind.editPath(result.id), { replace: true });
    } catch (error) {
      // Everything typed stays in the form; the reason is shown until the next successful save.
      const reason = errorText(error, creating ? kind.texts.createFailed : kind.texts.updateFailed);
      setSaveError(reason);
      message.error(kind.texts.failedToast ? kind.texts.failedToast(reason) : reason);
      const onFields = serverFieldErrors(error, fields, { field: 'slug', reason });
      if (onFields.length > 0) fieldStore.setFields(onFields);
    }
  };

  useSaveShortcut(() => void save());

  return {
    formProps: { form, initialValues, onValuesChange: () => setDirty(unsaved()) },
    current,
    dirty,
    saving,
    saveError,
    clearSaveError: () => setSaveError(null),
    save,
  };
}
