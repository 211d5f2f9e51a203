/**
 * Code a page needs only once something arrives (the zod schemas that decode Server-Sent Events), kept
 * out of its first load: pass the `import()` (started when the page subscribes, so it is usually there
 * before the first message) and hand each message to the function returned. Messages are handled in
 * the order they came, once the module has loaded.
 */
export function whenLoaded<M>(module: Promise<M>, what: string): (use: (loaded: M) => void) => void {
  return (use) => {
    module.then(use, (error: unknown) => console.error(`Could not load ${what}:`, error));
  };
}
