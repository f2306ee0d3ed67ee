import { screen, waitFor } from '@testing-library/react';

/**
 * The toast showing `text` (field errors may show the same words next to a field, so the match
 * must sit inside a toast). Resolves to the toast's root, whose data-type is its kind.
 */
export function findToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const root = screen
      .queryAllByText(text)
      .map((element) => element.closest<HTMLElement>('[data-scope="toast"][data-part="root"]'))
      .find((element) => element !== null);
    if (!root) throw new Error(`No toast reading "${text}"`);
    return root;
  });
}
