/** State shared by the steps of the flow: the answers being prepared, and the catalogue. */
import { signal } from '@preact/signals';
import { lang, type MessageKey, t } from '../i18n/index.ts';
import { ApiProblem, BackendMissing, type DraftInput, municipal, type ServiceEntry, type Text } from './api.ts';

/** Answers of the form, kept while the person moves between form and review ("Change"). */
export const answers = signal<DraftInput | undefined>(undefined);

export const catalogue = signal<ServiceEntry[] | undefined>(undefined);

export async function loadCatalogue(): Promise<ServiceEntry[]> {
  catalogue.value ??= await municipal.services();
  return catalogue.value;
}

export function text(value: Text): string {
  return value[lang.value];
}

export function euros(cents: number): string {
  return new Intl.NumberFormat(lang.value === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString(lang.value === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  });
}

/** A plain-words message, with its next step, for any failure of the API. */
export function describeError(error: unknown): string {
  if (error instanceof BackendMissing) return t('m.err.backend');
  if (error instanceof ApiProblem) {
    const key = `m.err.${error.problem.error}` as MessageKey;
    const known = t(key);
    return known !== key ? known : t('m.err.other', { message: error.problem.message ?? error.problem.error });
  }
  return t('m.err.other', { message: String(error) });
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiProblem ? error.problem.error : undefined;
}
