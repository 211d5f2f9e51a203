export { parseCsv, type CsvRecord } from './csv';
export { REQUIRED_COLUMNS, readHeader, readRow, type ScheduleGame } from './nflverse-row';
export { nflverseWeekCode, NFLVERSE_GAME_TYPES } from './nflverse-week';
export { readScheduleFile, type ScheduleFile, type ScheduleRejection } from './schedule-file';
export { matchupColors } from './team-colors';
export { planScheduleUpdate, getsTierPools, type ScheduleChanges, type ScheduleUpdate, type StoredGame } from './schedule-update';
