/** The host takes a page's hello only from its own frame, opaque, naming its project (issue 38). */
import { afterEach, describe, expect, it } from 'vitest';
import { hostFrame } from '../../../../src/ui/studio/host/relay.ts';

const ORIGIN = 'https://sandbox.test';
const frameWindow = {};
const frame = { contentWindow: frameWindow } as unknown as HTMLIFrameElement;
const stops: Array<() => void> = [];
const ports: MessagePort[] = [];

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  for (const port of ports.splice(0)) port.close();
  Reflect.deleteProperty(globalThis, 'window');
});

/** Hosts the fake frame; returns how many requests were fetched. */
function host() {
  const target = new EventTarget();
  Object.assign(globalThis, { window: target });
  const fetched: string[] = [];
  stops.push(
    hostFrame(frame, {
      project: 'demo',
      origin: ORIGIN,
      base: '/',
      fetch: (async (url: string) => {
        fetched.push(url);
        return new Response('{}');
      }) as typeof fetch,
      onConsole: () => {},
    }),
  );
  return { target, fetched };
}

/** Posts a hello as a page would and asks for /v1/services over its port; resolves with the answer or 'none'. */
async function hello(target: EventTarget, fields: { source: unknown; origin: string; project: string }) {
  const channel = new MessageChannel();
  ports.push(channel.port1, channel.port2);
  const event = new Event('message');
  Object.defineProperties(event, {
    data: { value: { type: 'sandbox-studio-hello', project: fields.project } },
    origin: { value: fields.origin },
    source: { value: fields.source },
    ports: { value: [channel.port2] },
  });
  target.dispatchEvent(event);
  const answer = new Promise((resolve) => {
    channel.port1.onmessage = (message) => resolve((message.data as { status: number }).status);
    setTimeout(() => resolve('none'), 100);
  });
  channel.port1.postMessage({ id: 1, method: 'GET', url: `${ORIGIN}/v1/services`, headers: [], body: null });
  return answer;
}

describe('hostFrame', () => {
  it('serves the port of its own frame’s opaque page of its project', async () => {
    const { target, fetched } = host();
    expect(await hello(target, { source: frameWindow, origin: 'null', project: 'demo' })).toBe(200);
    expect(fetched).toEqual([`${ORIGIN}/v1/services`]);
  });

  it('ignores a hello from another window or from a page of the app’s origin', async () => {
    const { target, fetched } = host();
    expect(await hello(target, { source: {}, origin: 'null', project: 'demo' })).toBe('none');
    expect(await hello(target, { source: frameWindow, origin: ORIGIN, project: 'demo' })).toBe('none');
    expect(fetched).toEqual([]);
  });

  it('refuses every request of another project’s page in its frame with 403, never leaving it hanging', async () => {
    const { target, fetched } = host();
    expect(await hello(target, { source: frameWindow, origin: 'null', project: 'other' })).toBe(403);
    expect(fetched).toEqual([]);
  });
});
