import { useEffect, useState } from 'react';

/** The sheet's width on screen at zoom 1: 190 mm of content and 10 mm of margin either side (print-sheet.css). */
export const SHEET_WIDTH_PX = (210 * 96) / 25.4;

/** The zoom that fits the sheet into `available` CSS pixels: never larger than life, never unreadably small. */
export function previewZoom(available: number, sheet: number = SHEET_WIDTH_PX): number {
  if (!(available > 0)) return 1;
  return Math.max(0.3, Math.min(1, available / sheet));
}

/**
 * On a screen narrower than the sheet (a phone), the preview shrinks to fit instead of scrolling
 * sideways; paper always gets the sheet at its real size (the zoom applies on screen only).
 */
export function usePreviewZoom(): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [zoom, setZoom] = useState(1);
  useEffect(() => {
    if (!element) return;
    // The room inside the area's padding: clientWidth counts the padding, and a sheet zoomed to it
    // overflowed the screen by that padding (the whole page scrolled sideways on a phone).
    const measure = () => {
      const style = getComputedStyle(element);
      setZoom(previewZoom(element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, zoom];
}
