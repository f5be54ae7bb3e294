import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { PageResult, PlatformOption, SocialLink } from '@app/contract';
import type { Handler } from '../../test/fake-server.ts';
import { renderFormModal, type ModalHandlers } from '../../test/form-modal.tsx';

export { stubResizeObserver } from '../../test/jsdom-stubs.ts';

/** A GitHub link as GET /admin/social-links lists it, in 开发者 and active, unless told otherwise. */
export const socialLink = (id: number, opts: Partial<SocialLink> = {}): SocialLink => ({
  id,
  platform: 'GITHUB',
  platformName: 'GitHub',
  title: 'GitHub',
  url: 'https://github.com/someone',
  description: null,
  groupName: '开发者',
  sortOrder: 0,
  openInNewTab: true,
  featured: false,
  icon: { kind: 'brand', path: 'M0 0h24v24H0z' },
  color: '#181717',
  active: true,
  customIcon: null,
  customColor: null,
  clickCount: 0,
  createdAt: '2025-03-01T08:30:00.000Z',
  updatedAt: '2025-03-01T08:30:00.000Z',
  ...opts,
});

export const pageOf = <T,>(content: T[], totalElements = content.length, size = 10): PageResult<T> => ({
  content,
  totalElements,
  totalPages: Math.max(1, Math.ceil(totalElements / size)),
  page: 0,
  size,
});

/** A part of the catalogue as GET /admin/social-links/platforms draws it. */
export const platforms: PlatformOption[] = [
  { code: 'GITHUB', name: 'GitHub', color: '#181717', icon: { kind: 'brand', path: 'M0 0h24v24H0z' } },
  { code: 'EMAIL', name: '邮箱', color: '#EA4335', icon: { kind: 'generic', name: 'email' } },
  { code: 'PHONE', name: '电话', color: '#52C41A', icon: { kind: 'generic', name: 'phone' } },
];

/** A form modal over a fake server, with the query cache its catalogue and group lists need. */
export function renderWithQueries(routes: Record<string, Handler>, modal: (handlers: ModalHandlers) => ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderFormModal(routes, (handlers) => (
    <QueryClientProvider client={queryClient}>{modal(handlers)}</QueryClientProvider>
  ));
}

/** Picks a platform in the picker by typing part of its name, as a person would. */
export async function choosePlatform(user: ReturnType<typeof userEvent.setup>, search: string, name: string) {
  const picker = screen.getByLabelText('平台');
  await user.click(picker);
  await user.type(picker, search);
  await user.click(await screen.findByText(name, { selector: '.ant-select-item-option-content span' }));
}

/** antd puts a space between the two characters of a two-character CJK button label. */
export const label = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);
