export { recordAudit, type AuditAction, type AuditEvent } from './log';
