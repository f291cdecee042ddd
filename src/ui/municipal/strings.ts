/** UI strings of the citizen flow (German first; English must have the same keys). */
export const municipalDe = {
  'placeholder.municipal': 'Der Bürgerservice wird hier angezeigt.',
};

export const municipalEn: Record<keyof typeof municipalDe, string> = {
  'placeholder.municipal': 'The citizen services appear here.',
};
