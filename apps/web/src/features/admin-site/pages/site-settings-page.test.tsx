import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_INFO } from '@app/contract';
import { fakeServer, ok } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubResizeObserver } from '../../../test/jsdom-stubs.ts';
import { SiteSettingsPage } from './site-settings-page.tsx';

beforeAll(stubResizeObserver);

describe('SiteSettingsPage (/admin/settings/site)', () => {
  it('turns registration approval on from its 注册 group, saved at once on the server', async () => {
    const user = userEvent.setup();
    let requireApproval = false;
    const server = fakeServer({
      'GET /admin/site/settings': () => ok(DEFAULT_SITE_INFO),
      'GET /admin/users/registration-settings': () => ok({ requireApproval }),
      'PUT /admin/users/registration-settings': (body) => {
        requireApproval = Boolean(body.requireApproval);
        return ok({ requireApproval });
      },
    });
    renderPage(server.client, createMemoryRouter([{ path: '/', element: <SiteSettingsPage /> }]));
    const group = (await screen.findByText('注册', { selector: '.ant-card-head-title' })).closest(
      '.ant-card',
    ) as HTMLElement;
    const toggle = within(group).getByRole('switch', { name: '新用户注册需审核' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByRole('switch', { name: '新用户注册需审核', checked: true })).toBeInTheDocument();
    expect(server.bodiesOf('PUT /admin/users/registration-settings')).toEqual([{ requireApproval: true }]);
  });
});
