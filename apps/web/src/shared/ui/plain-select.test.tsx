import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlainSelect } from './plain-select.tsx';

const OPTIONS = [
  { value: 'default', label: '综合排序' },
  { value: 'priceAsc', label: '价格从低到高' },
] as const;

describe("PlainSelect (the browser's select in antd's look)", () => {
  it('is labelled, shows the chosen option and tells the page another one', () => {
    const onChange = vi.fn();
    render(<PlainSelect label="排序" value="default" options={OPTIONS} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: '排序' });
    expect(select).toHaveValue('default');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['综合排序', '价格从低到高']);
    fireEvent.change(select, { target: { value: 'priceAsc' } });
    expect(onChange).toHaveBeenCalledWith('priceAsc');
  });
});
