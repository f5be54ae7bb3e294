/** What other features may use: the registration-approval switch (the site settings screen's 注册 group). */
export { RegistrationApprovalSwitch } from './components/registration-approval-switch.tsx';
