/** antd's 500 picture (its Result component's own), for the error page to load when it is shown. */
export { default } from 'antd/es/result/serverError';
