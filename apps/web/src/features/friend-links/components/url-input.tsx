import type { ChangeEvent } from 'react';
import { Input } from 'antd';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** What the server stores for an address typed without a scheme (spec 02 §5): https:// in front. */
export const withScheme = (value: string): string => {
  const v = value.trim();
  return v && !HAS_SCHEME.test(v) ? `https://${v}` : v;
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
        const normalised = withScheme(value ?? '');
        if (normalised !== (value ?? '')) onChange?.(normalised);
      }}
    />
  );
}
