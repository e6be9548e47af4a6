/** The demo server's `profile` question: its field labels in order, as the terminal shows them (required ones marked *). */
export const PROFILE_LABELS = [
  'Full name*',
  'Email*',
  'Homepage',
  'Birthday',
  'Next call',
  'Height (m)',
  'Age',
  'Subscribe to the newsletter',
  'Favourite colour',
  'Shirt size',
  'Team (legacy enumNames)',
  'Languages',
  'Roles',
] as const;
