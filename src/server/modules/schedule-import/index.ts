export { scheduleImportRoutes, SCHEDULE_TOO_LARGE } from './routes';
export { importSchedule, importScheduleText, type ImportScheduleInput } from './import-schedule';
