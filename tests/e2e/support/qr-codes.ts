import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from '@playwright/test';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';

/** A part of an image, as fractions of its width and height from its top left corner. */
export type Region = { x: number; y: number; width: number; height: number };

/**
 * The text of the QR code in a PNG (a screenshot, a rendered PDF page), or null when none is found. On a
 * whole page, `region` says where to look: jsQR's locator can take the board's grid lines for finder patterns.
 */
export function decodeQr(png: Buffer, region: Region = { x: 0, y: 0, width: 1, height: 1 }): string | null {
  const image = PNG.sync.read(png);
  const left = Math.floor(image.width * region.x);
  const top = Math.floor(image.height * region.y);
  const width = Math.floor(image.width * region.width);
  const height = Math.floor(image.height * region.height);
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++) {
    const from = ((top + row) * image.width + left) * 4;
    pixels.set(image.data.subarray(from, from + width * 4), row * width * 4);
  }
  return jsQR(pixels, width, height)?.data ?? null;
}

export async function pdfPageCount(pdf: Buffer | Uint8Array): Promise<number> {
  return (await PDFDocument.load(pdf)).getPageCount();
}

const require = createRequire(import.meta.url);
const PDFJS = { '/pdf.mjs': 'pdfjs-dist/build/pdf.min.mjs', '/pdf.worker.mjs': 'pdfjs-dist/build/pdf.worker.min.mjs' } as const;
/** A made-up origin the test serves itself (page.route): pdf.js runs there, away from the app's CSP. */
const RENDERER = 'http://pdf-renderer.test';

/**
 * The first page of a PDF as a PNG, drawn by pdf.js onto a canvas inside Chromium, as a person's browser
 * would show the downloaded file, at `scale` times 72 dpi.
 */
export async function renderPdfPage(browser: Browser, pdf: Buffer, scale = 3): Promise<Buffer> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.route(`${RENDERER}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname as keyof typeof PDFJS | '/';
      if (path === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>PDF</title><canvas></canvas>' });
      const file = PDFJS[path];
      if (!file) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(require.resolve(file)) });
    });
    await page.goto(`${RENDERER}/`);
    const dataUrl = await page.evaluate(
      async ({ base64, scale }) => {
        const pdfjs = await import(`${location.origin}/pdf.mjs`);
        pdfjs.GlobalWorkerOptions.workerSrc = `${location.origin}/pdf.worker.mjs`;
        const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const loaded = await pdfjs.getDocument({ data }).promise;
        const first = await loaded.getPage(1);
        const viewport = first.getViewport({ scale });
        const canvas = document.querySelector('canvas')!;
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        await first.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
        return canvas.toDataURL('image/png');
      },
      { base64: pdf.toString('base64'), scale },
    );
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  } finally {
    await context.close();
  }
}
