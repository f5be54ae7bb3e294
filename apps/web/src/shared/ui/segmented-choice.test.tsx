import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedChoice } from './segmented-choice.tsx';

const OPTIONS = [
  { value: 'newest', label: '最新发布' },
  { value: 'views', label: '最多阅读' },
] as const;

function Sort({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<'newest' | 'views'>('newest');
  return (
    <SegmentedChoice
      label="排序"
      value={value}
      options={OPTIONS}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SegmentedChoice (antd Segmented drawn plain)', () => {
  it('is a labelled group of radio buttons with the chosen one checked and marked', () => {
    render(<Sort onChange={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: '排序' })).toBeInTheDocument();
    const [newest, views] = screen.getAllByRole('radio');
    expect(newest).toBeChecked();
    expect(views).not.toBeChecked();
    expect(newest!.closest('label')).toHaveClass('segmented-choice-item-selected');
    expect(views!.closest('label')).not.toHaveClass('segmented-choice-item-selected');
  });

  it('choosing another tells the page and marks it', () => {
    const onChange = vi.fn();
    render(<Sort onChange={onChange} />);
    fireEvent.click(screen.getByText('最多阅读'));
    expect(onChange).toHaveBeenCalledWith('views');
    expect(screen.getByRole('radio', { name: '最多阅读' })).toBeChecked();
    expect(screen.getByText('最多阅读').closest('label')).toHaveClass('segmented-choice-item-selected');
  });
});
