import { pino, type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config';

/**
 * The process's logger options: JSON lines for machines; readable lines when a person watches a
 * terminal (`npm start`).
 */
export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  if (!process.stdout.isTTY) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true } },
  };
}

/**
 * One logger for the whole process, made before anything else, so what starts ahead of the HTTP app
 * (the database pool) logs to the same place as the app does.
 */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino(loggerOptions(config));
}
