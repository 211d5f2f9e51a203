import { useMemo } from 'react';
import { create } from 'qrcode';
import { QR_ERROR_CORRECTION, qrDarkRuns, qrExtent, qrSvgPath } from '../../../domain/qr-geometry';

/**
 * The join link as a QR code: the QR library's module matrix drawn as one SVG path (domain/qr-geometry),
 * the same symbol the PDF draws, sharp on screen and on paper. Its name says where it leads. Kept apart
 * from the two-step TotpQr on purpose: one shared component moved the QR library into a chunk every
 * page loads (+19 KB gzip on the landing page).
 */
export function JoinQr({ url, className }: { url: string; className?: string }) {
  const symbol = useMemo(() => {
    const { modules } = create(url, { errorCorrectionLevel: QR_ERROR_CORRECTION });
    return { extent: qrExtent(modules), path: qrSvgPath(qrDarkRuns(modules)) };
  }, [url]);
  return (
    <svg
      role="img"
      aria-label={`QR code: ${url}`}
      viewBox={`0 0 ${symbol.extent} ${symbol.extent}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid="join-qr"
    >
      <rect width={symbol.extent} height={symbol.extent} fill="#fff" />
      <path d={symbol.path} fill="#000" />
    </svg>
  );
}
