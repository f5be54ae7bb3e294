import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlainTabs } from './plain-tabs.tsx';

const ITEMS = [
  { key: 'a', label: '站点 (2)', children: <p>站点的链接</p> },
  { key: 'b', label: '联系 (1)', children: <p>联系的链接</p> },
  { key: 'c', label: '开发 (1)', children: <p>开发的链接</p> },
];

describe("PlainTabs (antd's Tabs drawn plain)", () => {
  it('renders every panel, shows the chosen one, and links each tab to its panel', () => {
    render(<PlainTabs items={ITEMS} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByText('联系的链接')).not.toBeVisible();
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('站点的链接');
    expect(panel).toHaveAttribute('aria-labelledby', tabs[0]!.id);
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
  });

  it('a click or the arrow keys, Home and End choose a tab and move the focus to it', () => {
    const onChange = vi.fn();
    render(<PlainTabs items={ITEMS} onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '联系 (1)' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('联系的链接');
    expect(onChange).toHaveBeenLastCalledWith('b');

    fireEvent.keyDown(screen.getByRole('tab', { name: '联系 (1)' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '开发 (1)' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '开发 (1)' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: '开发 (1)' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '站点 (2)' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: '站点 (2)' }), { key: 'End' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('开发的链接');
    fireEvent.keyDown(screen.getByRole('tab', { name: '开发 (1)' }), { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith('a');
  });

  it('controlled, it shows the key it is given and only reports a choice', () => {
    const onChange = vi.fn();
    render(
      <PlainTabs
        items={[
          { key: 'all', label: '全部' },
          { key: 'articles', label: '文章 2' },
        ]}
        activeKey="articles"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('tab', { name: '文章 2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tabpanel')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    expect(onChange).toHaveBeenCalledWith('all');
    expect(screen.getByRole('tab', { name: '文章 2' })).toHaveAttribute('aria-selected', 'true');
  });
});
