import type { ChangeEvent } from 'react';
import { Input } from 'antd';
import { withScheme } from '@app/contract';

/** What the server stores for an address typed without a scheme (spec 02 §5): https:// in front. */
const stored = (value: string): string => {
  const v = value.trim();
  return v ? withScheme(v) : v;
};

export interface UrlInputProps {
  value?: string | null;
  onChange?: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  id?: string;
  'aria-invalid'?: boolean;
}

/**
 * An address field for a Form.Item: on leaving it, `https://` is put in front of an address typed
 * without one, so the visitor sees the address the server will store.
 */
export function UrlInput({ value, onChange, ...props }: UrlInputProps) {
  return (
    <Input
      {...props}
      inputMode="url"
      autoComplete="url"
      value={value ?? ''}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange?.(e.target.value)}
      onBlur={() => {
        const normalised = stored(value ?? '');
        if (normalised !== (value ?? '')) onChange?.(normalised);
      }}
    />
  );
}
