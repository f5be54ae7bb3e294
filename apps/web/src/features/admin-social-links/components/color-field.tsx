import { ColorPicker, Input, Space } from 'antd';
import { isHexColour } from '../social-link-form.ts';

/**
 * The custom colour: a picker and the hex text side by side (a phone types it more easily than it
 * drags). Empty means the platform's colour, shown as the placeholder and the picker's swatch.
 */
export function ColorField({
  id,
  value,
  onChange,
  fallback,
}: {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The platform's colour. */
  fallback: string;
}) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <ColorPicker
        // Half-typed text (#ff0, read as a colour with alpha) leaves the swatch as it was.
        value={isHexColour(value) ? value : fallback}
        disabledAlpha
        format="hex"
        onChange={(c) => onChange?.(c.toHexString())}
        aria-label="选择颜色"
      />
      <Input
        id={id}
        value={value ?? ''}
        placeholder={fallback}
        allowClear
        maxLength={7}
        onChange={(e) => onChange?.(e.target.value.trim() || null)}
      />
    </Space.Compact>
  );
}
