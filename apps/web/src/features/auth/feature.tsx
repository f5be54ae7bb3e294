import { redirect } from 'react-router';
import { defineFeature } from '../../app/feature-manifest.ts';

/** /auth/login, /auth/register and /auth/forgot-password; the first two sit in the top bar's user menu. */
export const authFeature = defineFeature({
  name: 'auth',
  routes: () => ({
    auth: [
      { index: true, loader: () => redirect('/auth/login') },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('./pages/login-page.tsx')).LoginPage }),
        // Where to go after signing in, and the name to fill in (the form shows it).
        handle: { pageType: 'login', title: '登录', query: ['redirect', 'username'] },
      },
      {
        path: 'register',
        lazy: async () => ({ Component: (await import('./pages/register-page.tsx')).RegisterPage }),
        handle: { pageType: 'register', title: '注册', query: ['redirect'] },
      },
      {
        path: 'forgot-password',
        lazy: async () => ({ Component: (await import('./pages/forgot-password-page.tsx')).ForgotPasswordPage }),
        handle: { pageType: 'default', title: '找回密码', query: ['redirect'] },
      },
    ],
  }),
});
