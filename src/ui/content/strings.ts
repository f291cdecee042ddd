/** UI strings of the owner's content workspace (German first; English must have the same keys). */
export const contentDe = {
  'placeholder.content': 'Der Inhaltsbereich wird hier angezeigt.',
};

export const contentEn: Record<keyof typeof contentDe, string> = {
  'placeholder.content': 'The content area appears here.',
};
