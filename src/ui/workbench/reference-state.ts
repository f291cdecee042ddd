/**
 * The reference screen's one model for the page's life (the pasted token lives here, in memory
 * only), shared by the screen's parts: index, endpoint, try and copy.
 */
import { lang } from '../i18n/index.ts';
import { referenceApi } from './reference-documents.ts';
import { createReferenceModel } from './reference-model.ts';

export const model = createReferenceModel(referenceApi);
// Read as soon as the chunk runs (the screen is why it was loaded): no wait for a first render.
model.show(lang.value);

/** The CSS class of a method's label (its colour in the list and the heading). */
export function methodClass(method: string): string {
  return `method method-${method.toLowerCase()}`;
}
