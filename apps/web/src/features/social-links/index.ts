/** The social-links feature's public surface: the mark (also the admin screens'), and the footer's part. */
export { SocialIconView } from './components/social-icon-view.tsx';
export { FooterSocialLinks } from './components/footer-social-links.tsx';
export { loadSocialLinks } from './api.ts';
