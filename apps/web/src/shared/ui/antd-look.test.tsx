import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Button, ConfigProvider, Empty, Skeleton, Space, theme } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import zhCN from 'antd/locale/zh_CN';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { unmount } from '@rc-component/util';
import { MemoryRouter, Route, Routes } from 'react-router';
import { FeedbackProvider } from './feedback.tsx';
import { PlainButton, PlainCompact, PlainLinkButton } from './plain-button.tsx';
import { PlainSpace } from './plain-space.tsx';
import { PlainEmpty } from './plain-empty.tsx';
import { PlainSkeleton, PlainSkeletonButton } from './plain-skeleton.tsx';
import { ThemeStoreProvider } from '../theme/theme-context.tsx';
import { createThemeStore } from '../theme/theme-store.ts';

/** A page's markup around `element`, as the app draws it: antd's provider, then the App root (feedback.tsx). */
const drawn = (element: ReactElement) =>
  renderToString(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <FeedbackProvider>{element}</FeedbackProvider>
    </ConfigProvider>,
  );

const icon = <span className="anticon anticon-search" />;

// Markup drawn in antd's look is only as good as its likeness: antd's rules in the site's stylesheet
// style it by these class names. An antd upgrade that draws its components otherwise fails here.
describe("plain markup in antd's look is antd's markup", () => {
  it('PlainButton: a text icon button, round or not, with its own class and label', () => {
    expect(drawn(<PlainButton aria-label="搜索" icon={icon} className="narrow-only" />)).toBe(
      drawn(<Button type="text" aria-label="搜索" icon={icon} className="narrow-only" />),
    );
    expect(drawn(<PlainButton shape="circle" aria-label="切换到暗色模式" icon={icon} />)).toBe(
      drawn(<Button type="text" shape="circle" aria-label="切换到暗色模式" icon={icon} />),
    );
    expect(drawn(<PlainButton icon={icon}>搜索</PlainButton>)).toBe(
      drawn(
        <Button type="text" icon={icon}>
          搜索
        </Button>,
      ),
    );
    // The class names carry the theme's scope: the provider's hash and CSS-variable classes.
    expect(drawn(<PlainButton aria-label="搜索" icon={icon} />)).toMatch(/class="ant-btn css-[\w-]+ css-var-/);
  });

  it("PlainButton and PlainCompact: the search box's primary button joined to its input, middle and large", () => {
    const input = <input className="search-box-input" aria-label="搜索文章和好物" />;
    for (const size of ['middle', 'large'] as const) {
      expect(
        drawn(
          <PlainCompact>
            {input}
            <PlainButton type="primary" size={size} compact="last" aria-label="搜索" icon={icon} className="b" />
          </PlainCompact>,
        ),
      ).toBe(
        drawn(
          <Space.Compact block>
            {input}
            <Button type="primary" size={size} aria-label="搜索" icon={icon} className="b" />
          </Space.Compact>,
        ),
      );
    }
  });

  it('PlainButton: like and favourite, off, on and loading, with their label', () => {
    for (const type of ['default', 'primary'] as const)
      for (const loading of [false, true]) {
        const props = { size: 'large', shape: 'round', type, icon, loading, 'aria-pressed': false } as const;
        // The app's spinner (providers.tsx) is what antd's loading button shows.
        const withSpinner = (button: ReactElement) =>
          drawn(<ConfigProvider button={{ loadingIcon: <LoadingOutlined /> }}>{button}</ConfigProvider>);
        expect(withSpinner(<PlainButton {...props}>点赞 12</PlainButton>)).toBe(
          withSpinner(<Button {...props}>点赞 12</Button>),
        );
      }
  });

  it("a primary PlainButton shows antd's click wave; a text one, or one not drawn, none, as antd's Button", async () => {
    const user = userEvent.setup();
    render(
      <ConfigProvider>
        <FeedbackProvider>
          <PlainButton type="primary" icon={icon} aria-label="注册" />
          <PlainButton icon={icon} aria-label="菜单" />
          <PlainButton type="primary" icon={icon} aria-label="搜索" />
        </FeedbackProvider>
      </ConfigProvider>,
    );
    const [hidden, text, search] = ['注册', '菜单', '搜索'].map((name) => screen.getByRole('button', { name }));
    // antd's Wave shows only on what is drawn, and jsdom draws nothing: two of them are given a box.
    for (const drawn of [text!, search!]) drawn.getBoundingClientRect = () => new DOMRect(0, 0, 32, 32);
    for (const button of [hidden!, text!, search!]) await user.click(button);
    // The last click's wave is there, so the earlier ones' would be too.
    await expect.poll(() => search!.querySelector('.ant-wave')).not.toBeNull();
    expect(text!.querySelector('.ant-wave')).toBeNull();
    expect(hidden!.querySelector('.ant-wave')).toBeNull();
    // The effect is a React root of its own (antd's): ended here, not after the test's page is gone.
    await unmount(search!.querySelector('.ant-wave')!.parentElement!);
  });

  it('PlainSpace: a wrapping row and a vertical list, each child in its item', () => {
    const tags = ['摄影', '旅行', '美食'].map((t) => <a key={t}>{t}</a>);
    expect(
      drawn(
        <PlainSpace gap={6} wrap>
          {tags}
        </PlainSpace>,
      ),
    ).toBe(
      drawn(
        <Space size={[6, 6]} wrap>
          {tags}
        </Space>,
      ),
    );
    expect(
      drawn(
        <PlainSpace vertical gap={16} style={{ width: '100%' }}>
          {tags}
        </PlainSpace>,
      ),
    ).toBe(
      drawn(
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {tags}
        </Space>,
      ),
    );
    expect(drawn(<PlainSpace gap={8}>{[]}</PlainSpace>)).toBe(drawn(<Space size={8}>{[]}</Space>));
  });

  it("PlainSpace and PlainLinkButton: the top bar's login and register, the home page's headings and its button", () => {
    const links = ['登录', '注册'].map((t) => <a key={t}>{t}</a>);
    expect(drawn(<PlainSpace gap={8}>{links}</PlainSpace>)).toBe(drawn(<Space size={8}>{links}</Space>));
    const heading = { width: '100%', justifyContent: 'space-between' };
    expect(
      drawn(
        <PlainSpace gap={8} align="baseline" style={heading}>
          {links}
        </PlainSpace>,
      ),
    ).toBe(
      drawn(
        <Space size={8} align="baseline" style={heading}>
          {links}
        </Space>,
      ),
    );
    expect(drawn(<PlainButton type="primary">注册</PlainButton>)).toBe(drawn(<Button type="primary">注册</Button>));
    // A link in a button's look, as antd draws a Button with `href`.
    const inRouter = (element: ReactElement) => <MemoryRouter>{element}</MemoryRouter>;
    expect(drawn(inRouter(<PlainLinkButton to="/auth/login">登录</PlainLinkButton>))).toBe(
      drawn(
        <Button type="text" href="/auth/login">
          登录
        </Button>,
      ),
    );
    expect(
      drawn(
        inRouter(
          <PlainLinkButton type="primary" to="/auth/register">
            注册
          </PlainLinkButton>,
        ),
      ),
    ).toBe(
      drawn(
        <Button type="primary" href="/auth/register">
          注册
        </Button>,
      ),
    );
    expect(
      drawn(
        inRouter(
          <PlainLinkButton type="default" size="large" to="/articles">
            浏览文章
          </PlainLinkButton>,
        ),
      ),
    ).toBe(
      drawn(
        <Button size="large" href="/articles">
          浏览文章
        </Button>,
      ),
    );
  });

  it("PlainLinkButton: one link, followed by the router without reloading, with antd's wave when bordered", async () => {
    const user = userEvent.setup();
    render(
      <ConfigProvider>
        <FeedbackProvider>
          <MemoryRouter initialEntries={['/']}>
            <PlainLinkButton type="primary" to="/auth/register">
              注册
            </PlainLinkButton>
            <Routes>
              <Route path="/" element={<p>首页</p>} />
              <Route path="/auth/register" element={<p>注册页</p>} />
            </Routes>
          </MemoryRouter>
        </FeedbackProvider>
      </ConfigProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    const link = screen.getByRole('link', { name: '注册' });
    link.getBoundingClientRect = () => new DOMRect(0, 0, 64, 32);
    await user.click(link);
    expect(await screen.findByText('注册页')).toBeTruthy();
    await expect.poll(() => link.querySelector('.ant-wave')).not.toBeNull();
    await unmount(link.querySelector('.ant-wave')!.parentElement!);
  });

  it("PlainSkeleton: a comment's (with its avatar) and a list's, as antd's active Skeleton", () => {
    expect(drawn(<PlainSkeleton avatar rows={2} />)).toBe(drawn(<Skeleton avatar active paragraph={{ rows: 2 }} />));
    expect(drawn(<PlainSkeleton rows={6} />)).toBe(drawn(<Skeleton active paragraph={{ rows: 6 }} />));
  });

  it("the top bar's placeholder for the account is antd's small active Skeleton.Button", () => {
    expect(drawn(<PlainSkeletonButton width={96} />)).toBe(
      drawn(<Skeleton.Button active size="small" style={{ width: 96 }} />),
    );
  });

  it.each(['light', 'dark'] as const)(
    "PlainEmpty: antd's simple Empty, its picture in the %s theme's shades",
    (mode) => {
      const inTheme = (element: ReactElement) =>
        renderToString(
          <ThemeStoreProvider store={createThemeStore(mode)}>
            <ConfigProvider
              locale={zhCN}
              theme={{ algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm }}
            >
              <FeedbackProvider>{element}</FeedbackProvider>
            </ConfigProvider>
          </ThemeStoreProvider>,
        );
      // Under a provider with a theme, antd names its CSS-variable class after the provider; in the
      // tests antd's components come from its main entry (antd/lib) and the App root's style hook
      // from antd/es, which see different providers. The page's build has one antd.
      const sameVarClass = (html: string) => html.replaceAll(/css-var-[\w-]+/g, 'css-var');
      const description = '暂无评论，来说两句吧';
      expect(sameVarClass(inTheme(<PlainEmpty description={description} />))).toBe(
        sameVarClass(inTheme(<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />)),
      );
    },
  );
});
