import { expect, type Page, type Request } from '@playwright/test';

const twoFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * Runs `visit` (a navigation, a click), then waits until every request it led to has ended and none began
 * over two animation frames, so what the last answers render is on screen: the page's data, the chunks
 * it loads after its first paint. Event streams never end and do not count.
 */
export async function afterRequestsSettle(page: Page, visit: () => Promise<unknown>): Promise<void> {
  const inFlight = new Set<Request>();
  let begun = 0;
  const started = (request: Request) => {
    if (request.resourceType() === 'eventsource') return;
    begun++;
    inFlight.add(request);
  };
  const ended = (request: Request) => void inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await visit();
    await expect
      .poll(
        async () => {
          const before = begun;
          await page.evaluate(twoFrames);
          return inFlight.size === 0 && begun === before;
        },
        { message: "the page's requests to end" },
      )
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
