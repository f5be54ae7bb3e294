import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { clsx } from 'clsx';
import eye from 'icon-mask:EyeOutlined';
import eyeInvisible from 'icon-mask:EyeInvisibleOutlined';
import { MaskIcon } from './mask-icon.tsx';

/**
 * A labelled field of a plain form (shared/hooks/use-plain-form.ts) in the look of antd's vertical
 * Form.Item (global.css `.plain-field`): the label above, then the control, its message in red
 * (announced, as antd's are) and the help text.
 */
export function PlainField({
  id,
  label,
  error,
  extra,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={clsx('plain-field', error && 'plain-field-has-error')}>
      <label className="plain-field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <div className="plain-field-error" role="alert">
          {error}
        </div>
      )}
      {extra && <div className="plain-field-extra">{extra}</div>}
    </div>
  );
}

/**
 * The browser's input in antd Input's look (global.css `.plain-input`), with an icon before it; a
 * password field has antd's eye to show what was typed (out of the tab order, as antd's is).
 */
export function PlainInput({
  prefix,
  size,
  type = 'text',
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'size'> & { prefix?: ReactNode; size?: 'large' }) {
  const [shown, setShown] = useState(false);
  const password = type === 'password';
  const invalid = input['aria-invalid'] === true || input['aria-invalid'] === 'true';
  return (
    <span className={clsx('plain-input', size === 'large' && 'plain-input-lg', invalid && 'plain-input-invalid')}>
      {prefix && <span className="plain-input-prefix">{prefix}</span>}
      <input {...input} type={password && shown ? 'text' : type} />
      {password && (
        <button
          type="button"
          className="plain-input-suffix"
          tabIndex={-1}
          aria-label={shown ? '隐藏密码' : '显示密码'}
          onClick={() => setShown(!shown)}
        >
          <MaskIcon icon={shown ? eye : eyeInvisible} />
        </button>
      )}
    </span>
  );
}

/** A field of one input, the usual case: `<PlainField>` around a `<PlainInput>` of the same id. */
export function PlainInputField({
  id,
  label,
  error,
  extra,
  ...input
}: { id: string; label: ReactNode; error?: string; extra?: ReactNode } & Parameters<typeof PlainInput>[0]) {
  return (
    <PlainField id={id} label={label} error={error} extra={extra}>
      <PlainInput {...input} id={id} />
    </PlainField>
  );
}
