/**
 * The per-process objects the composition root (context.ts) made, in the order it started them, each
 * with how it stops. Shutdown stops them in reverse order — whoever uses an object stops before it
 * does (the live streams' hub before the bus it hears, the claim batcher before the database it
 * writes to is closed by its owner) — and each at most once, however often shutdown is asked for.
 * A stop that fails does not keep the others from stopping: its error is thrown once all have run.
 */
export type ObjectState = 'running' | 'stopping' | 'stopped';

interface Started {
  readonly name: string;
  readonly stop: () => void | Promise<void>;
  state: ObjectState;
}

export class ProcessObjects {
  private readonly started: Started[] = [];
  private stopping: Promise<void> | undefined;

  /** Records `object` as started under `name` (unique), stopped by `stop`; returns the object. */
  add<T>(name: string, object: T, stop: (object: T) => void | Promise<void>): T {
    if (this.stopping) throw new Error(`${name} started after shutdown began`);
    if (this.started.some((entry) => entry.name === name)) throw new Error(`${name} is started already`);
    this.started.push({ name, stop: () => stop(object), state: 'running' });
    return object;
  }

  /** The names, in the order they started. */
  get names(): string[] {
    return this.started.map((entry) => entry.name);
  }

  stateOf(name: string): ObjectState | undefined {
    return this.started.find((entry) => entry.name === name)?.state;
  }

  /** Stops every object, last started first; a second call waits for the first and stops nothing again. */
  stopAll(): Promise<void> {
    this.stopping ??= this.stopInReverse();
    return this.stopping;
  }

  private async stopInReverse(): Promise<void> {
    const failures: unknown[] = [];
    for (const entry of [...this.started].reverse()) {
      entry.state = 'stopping';
      try {
        await entry.stop();
      } catch (error) {
        failures.push(error);
      }
      entry.state = 'stopped';
    }
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) throw new AggregateError(failures, 'several per-process objects failed to stop');
  }
}
