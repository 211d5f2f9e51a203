export { verificationRoutes } from './routes';
export { isEligibleForPaidPlay, latestVerification } from './service';
export { toVerificationDto } from './presenter';
