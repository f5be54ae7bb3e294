import { useId } from 'react';
import { clsx } from 'clsx';
import type { ChoiceProps } from './choice.ts';

/**
 * antd's Segmented drawn plain, in its look (global.css `.segmented-choice`, antd's tokens): antd's
 * Segmented brings Tooltip, the popup engine and the form library (~30 kB compressed) to a page
 * that only switches a list's order. The choices are native radio buttons (Tab reaches the chosen
 * one, the arrows move and choose); the chosen one shows at once, without antd's sliding thumb.
 */
export function SegmentedChoice<T extends string>({ value, options, onChange, label }: ChoiceProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="segmented-choice">
      <div className="segmented-choice-group">
        {options.map((option) => {
          const chosen = option.value === value;
          return (
            <label
              key={option.value}
              className={clsx('segmented-choice-item', { 'segmented-choice-item-selected': chosen })}
            >
              <input
                className="segmented-choice-input"
                type="radio"
                name={name}
                checked={chosen}
                onChange={() => onChange(option.value)}
              />
              <div className="segmented-choice-label" title={option.label}>
                {option.label}
              </div>
            </label>
          );
        })}
      </div>
    </div>
  );
}
