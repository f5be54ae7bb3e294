import { screen } from '@testing-library/react';

/** The controls both account wizards (password, e-mail) share, for their unit tests. */

export const next = () => screen.getByRole('button', { name: '下一步' });
// A loading icon on its way out (its motion never ends in jsdom) may still prefix the name.
export const sendButton = () => screen.getByRole('button', { name: /(获取验证码|\d{1,3}秒后重发)$/ });
/** The title of the step the wizard is on. */
export const currentStep = () => document.querySelector('.ant-steps-item-process .ant-steps-item-title')?.textContent;
