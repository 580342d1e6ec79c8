import { screen, within } from '@testing-library/react';

/** A listing's side-column filters, once drawn (they render in a later task than the listing's first screen). */
export async function drawnFilters(): Promise<HTMLElement> {
  const sidebar = screen.getByRole('complementary', { name: 'Filters' });
  await within(sidebar).findByLabelText('Min price');
  return sidebar;
}
