import { QrCode } from '../../components/ui/qr-code';

/** The join link as a QR code, the same symbol the PDF draws. Its name says where it leads. */
export function JoinQr({ url, className }: { url: string; className?: string }) {
  return <QrCode value={url} label={`QR code: ${url}`} testId="join-qr" className={className} />;
}
