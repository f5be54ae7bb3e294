import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import right from 'icon-mask:RightOutlined';
import { iconSvg } from '../../../icon-masks.ts';
import { MaskIcon } from './mask-icon.tsx';

describe('icons drawn from their SVG file', () => {
  it("keeps antd's classes and draws the icon's file as its mask, hidden from assistive technology", () => {
    const { container } = render(<MaskIcon icon={right} />);
    const icon = container.firstElementChild as HTMLElement;
    expect([...icon.classList]).toEqual(['anticon', 'anticon-right', 'mask-icon']);
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.style.getPropertyValue('--mask-icon')).toBe(`url("${right.url}")`);
  });

  it("is antd's drawing with the namespace a picture needs, in a file named by its content", () => {
    const { svg, fileName, name } = iconSvg('RightOutlined');
    expect(name).toBe('right');
    expect(svg).toMatch(/^<svg viewBox="64 64 896 896" xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<path d="M765.7 486.8');
    expect(fileName).toMatch(/^assets\/icon-right-outlined-[\w-]{8}\.svg$/);
    expect(iconSvg('LeftOutlined').fileName).not.toBe(fileName);
    // In development and tests the address is the drawing itself.
    expect(decodeURIComponent(right.url)).toBe(`data:image/svg+xml,${svg}`);
  });
});
