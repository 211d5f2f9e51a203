/** The management console (/management, admins only; spec section 2). */
export { ManagementConsole } from './management-console';
