/** Profiles: four fictional residents; a bearer adds their current addresses in that world. */
import { describe, expect, it } from 'vitest';
import { testEngine } from '../support.ts';
import { auth, openWorld } from './support.ts';

describe('GET /v1/profiles', () => {
  it('lists four profiles with lower-case ids and no addresses without a bearer', async () => {
    const body = await (await testEngine().call('GET', '/v1/profiles')).json();
    expect(body.profiles).toHaveLength(4);
    for (const profile of body.profiles) {
      expect(profile.id).toMatch(/^[a-z]+$/);
      expect(profile.name.length).toBeGreaterThan(3);
      expect(profile).not.toHaveProperty('address');
    }
  });

  it('adds each profile’s current address in the caller’s world with a bearer', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const body = await (await engine.call('GET', '/v1/profiles', undefined, auth(token))).json();
    for (const profile of body.profiles) expect(profile.address).toMatch(/Neuweiler/);
  });

  it('answers 401 for an unknown bearer instead of ignoring it', async () => {
    const res = await testEngine().call('GET', '/v1/profiles', undefined, auth('a'.repeat(64)));
    expect(res.status).toBe(401);
  });
});
