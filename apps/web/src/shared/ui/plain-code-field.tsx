import type { PlainFieldProps } from '../hooks/use-plain-form.ts';
import { PlainField, PlainInput } from './plain-field.tsx';
import { SendCodeButton } from './send-code-button.tsx';

/** A 6-digit e-mailed code field with its send button (countdown included), in a plain form. */
export function PlainCodeField({
  id,
  error,
  onSend,
  ...input
}: PlainFieldProps & { id: string; onSend: () => Promise<void> }) {
  return (
    <PlainField id={id} label="验证码" error={error}>
      <div className="plain-input-group">
        <PlainInput
          {...input}
          id={id}
          maxLength={6}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="6位数字验证码"
        />
        <SendCodeButton onSend={onSend} />
      </div>
    </PlainField>
  );
}
