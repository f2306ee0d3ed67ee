import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchSuggestionsDocument } from './searchSuggestions.generated';
import { renderWithProviders } from '../test/renderWithProviders';
import { NavSearch } from './NavSearch';

interface Found {
  courses?: { id: string; courseTitle: string }[];
  categories?: { slug: string; name: string }[];
  instructors?: { id: string; name: string }[];
}

/** The API's answer for `text` (with __typename, as MockedProvider adds it to the query). */
function suggestions(text: string, found: Found, delay = 0): MockedResponse {
  return {
    request: { query: SearchSuggestionsDocument, variables: { text } },
    delay,
    result: {
      data: {
        searchSuggestions: {
          __typename: 'SearchSuggestions',
          courses: (found.courses ?? []).map((c) => ({
            __typename: 'Course',
            courseThumbnail: `/thumbs/${c.id}.png`,
            ...c,
          })),
          categories: (found.categories ?? []).map((c) => ({ __typename: 'Category', ...c })),
          instructors: (found.instructors ?? []).map((i) => ({
            __typename: 'Educator',
            imageUrl: `/avatars/${i.id}.png`,
            ...i,
          })),
        },
      },
    },
  };
}

const insta = suggestions('insta', {
  courses: [
    { id: 'c1', courseTitle: 'Instagram Marketing for Small Businesses' },
    { id: 'c2', courseTitle: 'Instagram Reels that Grow Your Brand' },
  ],
  categories: [{ slug: 'instagram-marketing', name: 'Instagram Marketing' }],
  instructors: [{ id: 'e1', name: 'Insta Guru' }],
});

const location = () => screen.getByTestId('location');
/** The popup's live region (the test's location probe is an <output>, a status too). */
const status = () => within(screen.getByRole('search')).queryByRole('status');

function setup(mocks: MockedResponse[]) {
  renderWithProviders(<NavSearch />, { mocks });
  return { user: userEvent.setup(), box: screen.getByRole('combobox', { name: 'Search courses' }) };
}

/** Lets `ms` pass, with the state updates of timers that fire meanwhile. */
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** Types `text` and waits for the listbox with its options. */
async function typeAndWait(
  user: ReturnType<typeof userEvent.setup>,
  box: HTMLElement,
  text: string,
) {
  await user.type(box, text);
  const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
  await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
  return listbox;
}

describe('NavSearch', () => {
  it('is a labelled combobox inside a search landmark, closed at first', () => {
    const { box } = setup([]);
    expect(screen.getByRole('search', { name: 'Site search' })).toContainElement(box);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-controls');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('suggests courses, categories and instructors in labelled groups, and says how many', async () => {
    const { user, box } = setup([insta]);
    const listbox = await typeAndWait(user, box, 'insta');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    const courses = within(listbox).getByRole('group', { name: 'Courses' });
    expect(
      within(courses)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Instagram Marketing for Small Businesses', 'Instagram Reels that Grow Your Brand']);
    expect(
      within(within(listbox).getByRole('group', { name: 'Categories' })).getByRole('option'),
    ).toHaveTextContent('Instagram Marketing');
    expect(
      within(within(listbox).getByRole('group', { name: 'Instructors' })).getByRole('option'),
    ).toHaveTextContent('Insta Guru');
    expect(status()).toHaveTextContent('4 suggestions');
  });

  it('moves the active option with the arrow keys, wrapping at both ends', async () => {
    const { user, box } = setup([insta]);
    await typeAndWait(user, box, 'insta');
    const options = screen.getAllByRole('option');
    const activeName = () =>
      document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;

    await user.keyboard('{ArrowDown}');
    expect(activeName()).toBe('Instagram Marketing for Small Businesses');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(activeName()).toBe('Instagram Reels that Grow Your Brand');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeName()).toBe('Insta Guru');
    await user.keyboard('{ArrowDown}');
    expect(activeName()).toBe('Instagram Marketing for Small Businesses');
    // The focus stays in the box all along.
    expect(box).toHaveFocus();
  });

  it('opens the active option on Enter: a course, a category, an instructor', async () => {
    const { user, box } = setup([insta]);
    await typeAndWait(user, box, 'insta');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toHaveTextContent('/course/c2');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await typeAndWait(user, box, 'insta');
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(location()).toHaveTextContent('/category/instagram-marketing');

    await typeAndWait(user, box, 'insta');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(location()).toHaveTextContent('/instructor/e1');
  });

  it('goes to the course list for the text on Enter without an active option', async () => {
    const { user, box } = setup([suggestions('seo & ads/2025', {})]);
    await user.type(box, 'seo & ads/2025{Enter}');
    expect(location()).toHaveTextContent(`/course-list/${encodeURIComponent('seo & ads/2025')}`);
  });

  it('goes to the whole course list on Enter with nothing typed', async () => {
    const { user, box } = setup([]);
    await user.type(box, '   {Enter}');
    expect(location()).toHaveTextContent(/^\/course-list$/);
  });

  it('closes on the first Escape and clears the text on the second', async () => {
    const { user, box } = setup([insta]);
    const listbox = await typeAndWait(user, box, 'insta');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(listbox).not.toBeVisible();
    expect(box).toHaveValue('insta');

    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(location()).toHaveTextContent('/start');
  });

  it('opens again with ArrowDown after Escape', async () => {
    const { user, box } = setup([insta]);
    await typeAndWait(user, box, 'insta');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('opens an option on click', async () => {
    const { user, box } = setup([insta]);
    await typeAndWait(user, box, 'insta');
    await user.click(screen.getByRole('option', { name: 'Insta Guru' }));
    expect(location()).toHaveTextContent('/instructor/e1');
  });

  it('asks nothing below 2 characters', async () => {
    // No mock: a query would fail, and show nothing either way; the status stays silent.
    const { user, box } = setup([]);
    await user.type(box, 'i');
    await pause(400);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(status()?.textContent ?? '').toBe('');
  });

  it('says "No suggestions" when nothing matches', async () => {
    const { user, box } = setup([suggestions('zzqq', {})]);
    await user.type(box, 'zzqq');
    expect(await screen.findByText('No suggestions', { selector: 'p' })).toBeVisible();
    expect(status()).toHaveTextContent('No suggestions');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // Escape closes the message too, then clears.
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No suggestions', { selector: 'p' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('keeps the last suggestions on screen while the next ones load', async () => {
    const instag = suggestions(
      'instag',
      { courses: [{ id: 'c9', courseTitle: 'Instagram Growth Lab' }] },
      800,
    );
    const { user, box } = setup([insta, instag]);
    const listbox = await typeAndWait(user, box, 'insta');
    await waitFor(() => expect(listbox).toHaveAttribute('aria-busy', 'false'));
    await user.type(box, 'g');
    // Past the pause the next question is on its way; the earlier answer stays meanwhile.
    await pause(400);
    expect(screen.getByRole('option', { name: 'Insta Guru' })).toBeInTheDocument();
    expect(listbox).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('option', { name: 'Instagram Growth Lab' })).toBeInTheDocument();
    expect(listbox).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('option', { name: 'Insta Guru' })).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('1 suggestion');
  });

  it('keeps the active option active when the next answer lists it too', async () => {
    const instag = suggestions('instag', {
      courses: [
        { id: 'c0', courseTitle: 'Instagram Ads' },
        { id: 'c2', courseTitle: 'Instagram Reels that Grow Your Brand' },
      ],
    });
    const { user, box } = setup([insta, instag]);
    await typeAndWait(user, box, 'insta');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = () =>
      document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('Instagram Reels that Grow Your Brand');
    await user.type(box, 'g');
    await screen.findByRole('option', { name: 'Instagram Ads' });
    expect(active()).toBe('Instagram Reels that Grow Your Brand');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Instagram Ads');
  });

  it('asks once for what was typed quickly, after the pause', async () => {
    // Only "reels" is mocked: asking for "r", "re", ... on the way would find no mock.
    const { user, box } = setup([
      suggestions('reels', { courses: [{ id: 'c2', courseTitle: 'Instagram Reels' }] }),
    ]);
    await user.type(box, 'reels');
    expect(await screen.findByRole('option', { name: 'Instagram Reels' })).toBeInTheDocument();
  });

  it('sends at most 200 characters, without control characters', async () => {
    const sent = `${'a'.repeat(150)} ${'b'.repeat(49)}`;
    const { user, box } = setup([
      suggestions(sent, { courses: [{ id: 'c1', courseTitle: 'Long search' }] }),
    ]);
    await user.click(box);
    await user.paste(`\u0000 ${'a'.repeat(150)}\u0007\t${'b'.repeat(149)}`);
    expect(await screen.findByRole('option', { name: 'Long search' })).toBeInTheDocument();
    await user.keyboard('{Escape}{Enter}');
    expect(location()).toHaveTextContent(`/course-list/${sent.replace(' ', '%20')}`);
  });

  it('goes to a suggestion with no focus left in the box', async () => {
    const onNavigate = jest.fn();
    renderWithProviders(<NavSearch onNavigate={onNavigate} />, { mocks: [insta] });
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Search courses' });
    await typeAndWait(user, box, 'insta');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onNavigate).toHaveBeenCalled();
    expect(box).not.toHaveFocus();
    expect(box).toHaveValue('');
  });
});
