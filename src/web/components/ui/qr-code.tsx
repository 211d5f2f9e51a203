import { useMemo } from 'react';
import { create } from 'qrcode';
import { QR_ERROR_CORRECTION, qrDarkRuns, qrExtent, qrSvgPath } from '../../../domain/qr-geometry';

/**
 * `value` as a QR code: the QR library's module matrix drawn as one SVG path (domain/qr-geometry), the
 * same symbol the board's PDF draws, sharp on screen and on paper.
 */
export function QrCode({ value, label, testId, className }: { value: string; label: string; testId: string; className?: string }) {
  const symbol = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: QR_ERROR_CORRECTION });
    return { extent: qrExtent(modules), path: qrSvgPath(qrDarkRuns(modules)) };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${symbol.extent} ${symbol.extent}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid={testId}
    >
      <rect width={symbol.extent} height={symbol.extent} fill="#fff" />
      <path d={symbol.path} fill="#000" />
    </svg>
  );
}
