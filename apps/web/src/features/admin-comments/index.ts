/** The comment settings drawer, opened from the site settings screen too (its 评论 group). */
export { SettingsDrawer as CommentSettingsDrawer } from './components/settings-drawer.tsx';
