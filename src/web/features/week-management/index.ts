/** Week Management (spec section 2, /week-management, admins): the NFL's active week and advancing it. */
export { WeekManagement } from './week-management';
