import type { CSSProperties } from 'react';
import down from 'icon-mask:DownOutlined';
import type { ChoiceProps } from './choice.ts';
import { MaskIcon } from './mask-icon.tsx';

/**
 * A choice from a short list (a list's order) as the browser's own select, drawn closed in antd
 * Select's look (global.css `.plain-select`): antd's Select brings its virtual list, the popup
 * engine and the form library (~40 kB compressed) to a public page for one dropdown, and the
 * browser's list is the one phones and the keyboard know best.
 */
export function PlainSelect<T extends string>({
  value,
  options,
  onChange,
  label,
  style,
}: ChoiceProps<T> & { style?: CSSProperties }) {
  return (
    <span className="plain-select" style={style}>
      <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <MaskIcon icon={down} className="plain-select-arrow" />
    </span>
  );
}
