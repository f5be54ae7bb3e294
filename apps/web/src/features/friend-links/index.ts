/** The friend-links feature's public surface: the application's fields, which the administrator's form reuses. */
export { FriendLinkFields, FRIEND_LINK_APPLY_DEFAULTS } from './components/friend-link-fields.tsx';
