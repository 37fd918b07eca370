/** The style guide's sections, in page order: the page shows them, its layout lists them (jump links). */
export const STYLEGUIDE_SECTIONS = [
  { id: 'farben', title: 'Farben' },
  { id: 'typografie', title: 'Typografie' },
  { id: 'buttons', title: 'Buttons' },
  { id: 'formulare', title: 'Formulare' },
  { id: 'hinweise', title: 'Hinweise, Badges und Ladezustände' },
  { id: 'tippfeld', title: 'Tippfeld' },
  { id: 'modal', title: 'Modal' },
] as const;

export type StyleguideSectionId = (typeof STYLEGUIDE_SECTIONS)[number]['id'];
