import { render } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { describe, expect, it } from 'vitest';
import type { GenericIcon } from '@app/contract';
import { SocialIconView } from '../index.ts';

describe('SocialIconView (the platform mark, also on the admin screens)', () => {
  it('draws a brand path in a 24×24 box filled with the colour, at the size asked', () => {
    const { container } = render(
      <SocialIconView icon={{ kind: 'brand', path: 'M1 1h22' }} color="#FC6D26" size={32} />,
    );
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '32');
    expect(svg).toHaveAttribute('fill', '#FC6D26');
    expect(svg.querySelector('path')).toHaveAttribute('d', 'M1 1h22');
    // Decorative: the link around it carries the name.
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it.each<[GenericIcon, string]>([
    ['website', 'global'],
    ['blog', 'read'],
    ['email', 'mail'],
    ['phone', 'phone'],
    ['custom', 'link'],
    ['linkedin', 'linkedin'],
    ['slack', 'slack'],
    ['jianshu', 'book'],
    ['segmentfault', 'message'],
  ])('draws the generic %s icon', (name, antIcon) => {
    const { container } = render(<SocialIconView icon={{ kind: 'generic', name }} color="#1677FF" />);
    expect(container.querySelector(`.anticon-${antIcon}`)).not.toBeNull();
    expect(container.firstElementChild).toHaveStyle({ color: '#1677FF' });
  });

  it("shows the owner's own image", () => {
    const { container } = render(<SocialIconView icon={{ kind: 'image', url: '/files/me.png' }} color="#000000" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/files/me.png');
  });

  it('draws a near-black mark in the text colour on a dark page', () => {
    const { container } = render(
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <SocialIconView icon={{ kind: 'brand', path: 'M1 1h22' }} color="#181717" />
      </ConfigProvider>,
    );
    expect(container.querySelector('svg')).not.toHaveAttribute('fill', '#181717');
  });
});
