/** The figures the federation sets per year (年度标准设置): its calls, and the reader of server rules and prefill. */
export { yearSettingRoutes } from './year-setting-routes';
export { yearSetting } from './year-setting-store';
