import { describe, expect, it } from 'vitest';
import { ProcessObjects } from './process-objects';

describe('ProcessObjects', () => {
  it('stops the objects last started first, each once however often shutdown is asked for', async () => {
    const objects = new ProcessObjects();
    const stopped: string[] = [];
    for (const name of ['bus', 'relay', 'hub']) objects.add(name, { name }, (it) => void stopped.push(it.name));
    expect(objects.names).toEqual(['bus', 'relay', 'hub']);
    expect(objects.stateOf('relay')).toBe('running');

    await Promise.all([objects.stopAll(), objects.stopAll()]);
    await objects.stopAll();
    expect(stopped).toEqual(['hub', 'relay', 'bus']);
    expect(objects.names.map((name) => objects.stateOf(name))).toEqual(['stopped', 'stopped', 'stopped']);
  });

  it('waits for each stop before the next, and a failing stop keeps none of the others from stopping', async () => {
    const objects = new ProcessObjects();
    const log: string[] = [];
    objects.add('bus', null, () => void log.push('bus stopped'));
    objects.add('batcher', null, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push('batcher drained');
    });
    objects.add('mailer', null, () => {
      throw new Error('mailer would not close');
    });
    await expect(objects.stopAll()).rejects.toThrow('mailer would not close');
    expect(log).toEqual(['batcher drained', 'bus stopped']);
    expect(objects.stateOf('mailer')).toBe('stopped');
  });

  it('refuses a name twice, and an object started once shutdown has begun', async () => {
    const objects = new ProcessObjects();
    objects.add('bus', null, () => {});
    expect(() => objects.add('bus', null, () => {})).toThrow(/started already/);
    await objects.stopAll();
    expect(() => objects.add('relay', null, () => {})).toThrow(/after shutdown began/);
  });
});
