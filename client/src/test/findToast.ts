import { screen, waitFor } from '@testing-library/react';

/** The toast showing `text`; resolves to its root, whose data-type is its kind (success, info...). */
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

/** Every toast title on screen. */
export const toastTitles = () =>
  Array.from(document.querySelectorAll('[data-scope="toast"][data-part="title"]')).map(
    (title) => title.textContent,
  );
