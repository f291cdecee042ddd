/** The room's part of the Workshop: the address check, the door sheet kept, the links composed and kept. */
import { describe, expect, it } from 'vitest';
import {
  checkAddress,
  createRoomModel,
  EMPTY_DRAFT,
  type KeptStorage,
  settingsOfLink,
} from '../../../src/ui/workshop/room-model.ts';
import { NO_FAULTS } from '../../../src/ui/workshop/settings-link.ts';

function memoryStorage(): KeptStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const SITE = 'http://127.0.0.1:4390/';

describe('checkAddress', () => {
  it('warns for addresses other devices cannot get the offline app from', () => {
    expect(checkAddress('http://127.0.0.1:4390/')).toEqual({ kind: 'this-device', host: '127.0.0.1:4390' });
    expect(checkAddress('http://localhost:4173/')).toEqual({ kind: 'this-device', host: 'localhost:4173' });
    expect(checkAddress('https://localhost/')).toEqual({ kind: 'this-device', host: 'localhost' });
    expect(checkAddress('http://[::1]:8080/')).toEqual({ kind: 'this-device', host: '[::1]:8080' });
    expect(checkAddress('http://192.168.1.20:4173/')).toEqual({ kind: 'plain-http', host: '192.168.1.20:4173' });
    expect(checkAddress('http://kurs.example/')).toEqual({ kind: 'plain-http', host: 'kurs.example' });
    expect(checkAddress('file:///sandbox/index.html')).toEqual({ kind: 'not-web', protocol: 'file:' });
    expect(checkAddress('kurs example')).toEqual({ kind: 'invalid' });
  });
  it('accepts an HTTPS address of another host', () => {
    expect(checkAddress(' https://kurs.example/offline-sandbox/ ')).toEqual({ kind: 'ok' });
  });
});

describe('the room model', () => {
  it('starts the door sheet at this page’s address and keeps what is typed', () => {
    const storage = memoryStorage();
    const model = createRoomModel({ storage, site: SITE });
    expect(model.sheet.value).toEqual({ event: '', address: SITE, wifi: '' });
    expect(model.address.value.kind).toBe('this-device');
    model.editSheet({ event: 'Kurs Verwaltung digital', address: 'https://kurs.example/sandbox/', wifi: 'WLAN: Kurs' });
    expect(model.address.value).toEqual({ kind: 'ok' });
    const again = createRoomModel({ storage, site: SITE });
    expect(again.sheet.value).toEqual({
      event: 'Kurs Verwaltung digital',
      address: 'https://kurs.example/sandbox/',
      wifi: 'WLAN: Kurs',
    });
    expect(again.base.value).toBe('https://kurs.example/sandbox/');
  });

  it('makes a link to the sheet’s address that reads back as composed, and keeps it first in the list', () => {
    const storage = memoryStorage();
    const model = createRoomModel({ storage, site: SITE, now: () => 1000 });
    model.editSheet({ address: 'https://kurs.example/sandbox/' });
    model.editDraft({
      name: 'Übung 1',
      fault: '503',
      when: 'rate',
      ratePercent: '25',
      clockMinutes: '90',
      scenario: 'every-state',
    });
    expect(model.makeLink()).toBe(true);
    const made = model.made.value;
    expect(made?.link.startsWith('https://kurs.example/sandbox/#/uebung?v=1&')).toBe(true);
    expect(settingsOfLink(made?.link ?? '')).toEqual({
      name: 'Übung 1',
      faults: { ...NO_FAULTS, fault: '503', when: 'rate', rate: 0.25 },
      clockMinutes: 90,
      scenario: 'every-state',
    });
    model.editDraft({ ...EMPTY_DRAFT, name: 'Übung 2' });
    model.makeLink();
    expect(createRoomModel({ storage, site: SITE }).links.value.map((l) => l.name)).toEqual(['Übung 2', 'Übung 1']);
    model.removeLink(made?.link ?? '');
    expect(createRoomModel({ storage, site: SITE }).links.value.map((l) => l.name)).toEqual(['Übung 2']);
  });

  it('names every wrong field at once and keeps nothing', () => {
    const storage = memoryStorage();
    const model = createRoomModel({ storage, site: SITE });
    model.editDraft({
      name: ' ',
      fault: '429',
      when: 'rate',
      ratePercent: '0',
      latency: '20000',
      clockMinutes: '1381',
    });
    expect(model.makeLink()).toBe(false);
    expect(model.problems.value.map((p) => p.target)).toEqual(['link-name', 'link-rate', 'link-latency', 'link-clock']);
    expect(model.links.value).toEqual([]);
    expect(storage.data.has('sandbox.room.links')).toBe(false);
  });
});
