export { siteAdminRoutes } from './routes';
export { readAutoRefundSettings, type StoredAutoRefund } from './auto-refund-settings';
