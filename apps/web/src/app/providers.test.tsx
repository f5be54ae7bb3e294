import { render, screen } from '@testing-library/react';
import { Button, theme } from 'antd';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../shared/api/api-client.ts';
import { createThemeStore, type ThemeMode } from '../shared/theme/theme-store.ts';
import { NotFoundIllustration } from './errors/not-found-illustration.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';

const OWN_PRIMARY = '#e4572e';

const unused = (): never => {
  throw new Error('no call expected');
};
const api: ApiClient = { get: unused, post: unused, put: unused, patch: unused, delete: unused };

function renderInApp(ui: React.ReactNode, mode: ThemeMode = 'light') {
  const themeStore = createThemeStore(mode);
  themeStore.setState({ colours: { ...themeStore.getState().colours, primary: OWN_PRIMARY } });
  return render(
    <AppProviders api={api} queryClient={createQueryClient()} themeStore={themeStore}>
      {ui}
    </AppProviders>,
  );
}

describe('the app-wide antd settings', () => {
  it("writes a two-character Chinese label as it is: '保存', not antd's '保 存'", () => {
    renderInApp(<Button type="primary">保存</Button>);
    expect(screen.getByRole('button').textContent).toBe('保存');
  });

  it.each(['light', 'dark'] as const)(
    "keeps antd's animations on (%s mode): the build leaves out antd's wrapper that turns them off",
    (mode) => {
      let motion: boolean | undefined;
      function ThemeMotion() {
        motion = theme.useToken().token.motion;
        return null;
      }
      renderInApp(<ThemeMotion />, mode);
      // antd-trims.ts: ConfigProvider's MotionWrapper is ours, which never wraps the page in
      // rc-motion's provider; antd's only did when the theme set `motion: false`.
      expect(motion).toBe(true);
    },
  );

  it.each(['light', 'dark'] as const)('draws the 404 picture in the theme colour (%s mode)', (mode) => {
    let primary = '';
    function ThemePrimary() {
      primary = theme.useToken().token.colorPrimary;
      return null;
    }
    renderInApp(
      <>
        <ThemePrimary />
        <NotFoundIllustration />
      </>,
      mode,
    );
    // The owner's colour (dark mode derives its shade from it), not antd's default blue.
    if (mode === 'light') expect(primary.toLowerCase()).toBe(OWN_PRIMARY);
    expect(primary.toLowerCase()).not.toMatch(/^#(1677ff|1668dc)$/);
    const picture = screen.getByRole('img', { name: '页面不存在' });
    const strokes = [...picture.querySelectorAll('[stroke]')].map((e) => e.getAttribute('stroke')?.toLowerCase());
    expect(strokes).toContain(primary.toLowerCase());
    expect(picture.outerHTML.toLowerCase()).not.toContain('#1677ff');
  });
});
