/**
 * The catalogue screen's model: the services (read once per page, flow.ts keeps them), the filter
 * by words and by kind, and the services that match, as computed values.
 */
import { computed, signal } from '@preact/signals';
import { createResource } from '../kit/resource.ts';
import type { ServiceEntry } from './api.ts';
import type { ScreenModel } from './use-model.ts';

export type Kind = 'all' | 'completed' | 'received';
export const KINDS: Kind[] = ['all', 'completed', 'received'];

/** A service matches when it is of the kind and any of its names, descriptions or its id holds the words. */
function matchesFilter(service: ServiceEntry, query: string, kind: Kind): boolean {
  const words = query.trim().toLowerCase();
  return (
    (kind === 'all' || service.outcome === kind) &&
    (words === '' ||
      [service.name.de, service.name.en, service.description.de, service.description.en, service.id].some((s) =>
        s.toLowerCase().includes(words),
      ))
  );
}

/**
 * `cached` is the catalogue this page read before, if any: shown at once when the person comes back,
 * so the list is there in the first frame (no "loading" that the list then pushes down).
 */
export function createCatalogueModel(services: () => Promise<ServiceEntry[]>, cached?: ServiceEntry[]) {
  const catalogue = createResource(services);
  if (cached) catalogue.set(cached);
  const query = signal('');
  const kind = signal<Kind>('all');
  /** The services shown: all that match, in catalogue order; undefined until they are read. */
  const shown = computed(() => catalogue.data.value?.filter((s) => matchesFilter(s, query.value, kind.value)));
  return {
    catalogue,
    query,
    kind,
    shown,
    reload: catalogue.refresh,
    start() {
      void catalogue.refresh();
      return () => undefined;
    },
  } satisfies ScreenModel & Record<string, unknown>;
}
export type CatalogueModel = ReturnType<typeof createCatalogueModel>;
