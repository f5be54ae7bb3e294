import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InitialAvatar, initialOf } from './initial-avatar.tsx';

describe('InitialAvatar', () => {
  it('shows the picture, and the initial on its colour once the picture fails to load', () => {
    const { container } = render(<InitialAvatar name="小明的博客" src="/files/a.png" size={40} colour="#13a8a8" />);
    const avatar = container.querySelector('.avatar')!;
    expect(avatar).toHaveStyle({ width: '40px', height: '40px', background: '#13a8a8' });
    fireEvent.error(avatar.querySelector('img')!);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar).toHaveTextContent(/^小$/);
  });

  it('takes a whole character: an emoji, a CJK character, a Latin letter in capitals', () => {
    expect(['👍 好评', '  博客', 'alice', ''].map(initialOf)).toEqual(['👍', '博', 'A', '?']);
  });
});
