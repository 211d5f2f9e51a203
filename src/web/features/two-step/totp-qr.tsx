import { QrCode } from '../../components/ui/qr-code';

/**
 * The authenticator app's key as a QR code (an otpauth:// URI), drawn like the printed board's join
 * link. Made in the browser from the URI the server sent: the key never leaves as an image.
 */
export function TotpQr({ uri, className }: { uri: string; className?: string }) {
  return <QrCode value={uri} label="QR code to scan with your authenticator app" testId="totp-qr" className={className} />;
}
