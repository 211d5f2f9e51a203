import { useMemo } from 'react';
import { create } from 'qrcode';
import { QR_ERROR_CORRECTION, qrDarkRuns, qrExtent, qrSvgPath } from '../../../domain/qr-geometry';

/**
 * The authenticator app's key as a QR code (an otpauth:// URI), drawn as one SVG path like the printed
 * board's join link. Made in the browser from the URI the server sent: the key never leaves as an image.
 */
export function TotpQr({ uri, className }: { uri: string; className?: string }) {
  const symbol = useMemo(() => {
    const { modules } = create(uri, { errorCorrectionLevel: QR_ERROR_CORRECTION });
    return { extent: qrExtent(modules), path: qrSvgPath(qrDarkRuns(modules)) };
  }, [uri]);
  return (
    <svg
      role="img"
      aria-label="QR code to scan with your authenticator app"
      viewBox={`0 0 ${symbol.extent} ${symbol.extent}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid="totp-qr"
    >
      <rect width={symbol.extent} height={symbol.extent} fill="#fff" />
      <path d={symbol.path} fill="#000" />
    </svg>
  );
}
