/** State shared by the steps of the flow: the answers being prepared, and the catalogue. */
import { signal } from '@preact/signals';
import type { Words } from '../../engine/words.ts';
import { dateTimeText, dayWithYear, timeOfDayText } from '../i18n/dates.ts';
import { formatNumber, lang, t } from '../i18n/index.ts';
import { municipal, type ServiceEntry } from './api.ts';

export const catalogue = signal<ServiceEntry[] | undefined>(undefined);

export async function loadCatalogue(): Promise<ServiceEntry[]> {
  catalogue.value ??= await municipal.services();
  return catalogue.value;
}

/** A text of the catalogue in the screen's language. */
export function text(value: Words): string {
  return value[lang.value];
}

export function euros(cents: number): string {
  return formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
}

/** The catalogue's label of a chosen value, in the chosen language (never the raw id). */
export function optionText(service: ServiceEntry | undefined, key: string, value: string): string {
  const field = service?.fields.find((f) => f.key === key);
  const option = field && 'options' in field ? field.options.find((o) => o.value === value) : undefined;
  return option ? text(option.label) : value;
}

/** `2026-03-30T09:00` (Berlin local) as people of the language read it. */
export function slotText(slot: string): string {
  const [date, time] = slot.split('T');
  if (!date || !time) return slot;
  const day = dayWithYear(date);
  return t('m.slotDayTime', { day, time });
}

/** The sandbox's addresses name a fictional town; in English it says so in English. */
export function localAddress(address: string): string {
  return lang.value === 'en' ? address.replace('(fiktiv)', '(fictional)') : address;
}

/** A service's fee rule in words: "15,00 €", or each choice's label with its fee. */
export function feeRuleText(service: ServiceEntry): string {
  const fee = service.fee;
  if (fee.kind === 'fixed') return fee.cents === 0 ? t('m.noFee') : euros(fee.cents);
  return Object.entries(fee.cents)
    .map(([value, cents]) => `${optionText(service, fee.field, value)}: ${cents === 0 ? t('m.noFee') : euros(cents)}`)
    .join('; ');
}

/** The service's name in the chosen language, from the catalogue (the API's details are German). */
export function serviceName(id: string, fallback = id): string {
  const service = catalogue.value?.find((s) => s.id === id);
  return service ? text(service.name) : fallback;
}

/** Says something in the page's polite live region (outcomes of confirm and cancel). */
export const announcement = signal('');
export function announce(message: string): void {
  // Clear first, so the same words said twice are announced twice.
  announcement.value = '';
  setTimeout(() => {
    announcement.value = message;
  }, 50);
}

/** An instant in Berlin time (the world's zone), one format per language (i18n/dates.ts). */
export const dateTime = dateTimeText;

/** The time of day to the second, for lists of requests. */
export const timeOfDay = timeOfDayText;
