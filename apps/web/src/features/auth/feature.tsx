import { redirect } from 'react-router';
import { defineFeature } from '../../app/feature-manifest.ts';
import { LoginPage } from './pages/login-page.tsx';
import { RegisterPage } from './pages/register-page.tsx';

/** /auth/login and /auth/register; their buttons sit in the top bar's user menu. */
export const authFeature = defineFeature({
  name: 'auth',
  routes: () => ({
    auth: [
      { index: true, loader: () => redirect('/auth/login') },
      {
        path: 'login',
        element: <LoginPage />,
        // Where to go after signing in, and the name to fill in (the form shows it).
        handle: { pageType: 'login', title: '登录', query: ['redirect', 'username'] },
      },
      { path: 'register', element: <RegisterPage />, handle: { pageType: 'register', title: '注册' } },
    ],
  }),
});
