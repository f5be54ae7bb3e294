/** The subscriptions feature's public surface: the 订阅 tab of the account settings. */
export { SubscriptionsPanel } from './components/subscriptions-panel.tsx';
