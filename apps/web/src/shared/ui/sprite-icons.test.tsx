import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconSprite, META_ICONS, SpriteIcon } from './sprite-icons.tsx';

describe('icons drawn once per page', () => {
  it('references a drawing the sprite holds, with antd’s classes and size', () => {
    const { container } = render(
      <>
        <IconSprite />
        {(Object.keys(META_ICONS) as (keyof typeof META_ICONS)[]).map((name) => (
          <SpriteIcon key={name} name={name} />
        ))}
      </>,
    );
    const uses = [...container.querySelectorAll('use')];
    expect(uses).toHaveLength(5);
    for (const use of uses) {
      const symbol = container.querySelector(use.getAttribute('href')!);
      expect(symbol?.tagName).toBe('symbol');
      // The drawing itself: antd's outline paths, in the icon's own coordinates.
      expect(symbol!.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
      expect(symbol!.getAttribute('viewBox')).toBe(use.closest('svg')!.getAttribute('viewBox'));
    }
    const like = container.querySelector('.anticon-like svg')!;
    expect([like.getAttribute('width'), like.getAttribute('height'), like.getAttribute('fill')]).toEqual([
      '1em',
      '1em',
      'currentColor',
    ]);
  });
});
