import type { User } from '@app/contract';
import { composeNav } from './feature-list.ts';

/** The public menu (top bar and mobile drawer), from the features' entries. */
export const publicMenu = composeNav('topBar');

/** Footer links (spec 01 §2). */
export const footerLinks = composeNav('footer');

/** The signed-in user's menu in the top bar. */
const userMenu = composeNav('userMenu');

/** The entries of the signed-in user's menu that `user` may open (the back office: administrators). */
export const userMenuFor = (user: Pick<User, 'role'>) =>
  userMenu.filter((entry) => !entry.adminOnly || user.role === 'ADMIN');

/** The section menu beside the /user/* pages. */
export const userAreaMenu = composeNav('userArea');

/** The menu key that should look selected for a path ('/' only on the home page). */
export const selectedMenuKey = (pathname: string, keys: string[]): string | undefined =>
  keys
    .filter((k) => (k === '/' ? pathname === '/' : pathname === k || pathname.startsWith(`${k}/`)))
    .sort((a, b) => b.length - a.length)[0];
