import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainSteps } from './plain-steps.tsx';

describe('PlainSteps', () => {
  it('marks the current step for assistive technology and shows a done step as checked, a later one by its number', () => {
    render(<PlainSteps current={1} titles={['邮箱验证', '设置新密码', '完成']} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['邮箱验证', '2设置新密码', '3完成']);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(steps[0]!.querySelector('.anticon-check')).not.toBeNull();
  });
});
