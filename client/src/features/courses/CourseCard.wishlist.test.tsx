import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { CourseCard } from './CourseCard';
import { useCoursesQuery } from './courses.generated';
import { cardCourse, coursesMock } from './test/courseFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { findToast } from '../../test/findToast';
import { signIn } from '../../test/signIn';
import { AddToWishlistDocument, RemoveFromWishlistDocument } from '../wishlist/wishlist.generated';

/** A card as the catalog shows it: from a query, so it follows what the cache says. */
function CatalogCard() {
  const { data } = useCoursesQuery({ variables: { first: 1 } });
  return data ? <CourseCard course={data.courses.nodes[0]} /> : null;
}

const list = coursesMock({ first: 1 }, [cardCourse('c1', { courseTitle: 'Reels Pro' })]);
const change = (add: boolean, result: object) => ({
  request: {
    query: add ? AddToWishlistDocument : RemoveFromWishlistDocument,
    variables: { courseId: 'c1' },
  },
  result,
  delay: 150,
});
const answered = (add: boolean) =>
  change(add, {
    data: {
      [add ? 'addToWishlist' : 'removeFromWishlist']: {
        __typename: 'Course',
        id: 'c1',
        inWishlist: add,
      },
    },
  });

const heart = () => screen.findByRole('button', { name: /wishlist$/ });

describe('the wishlist heart', () => {
  afterEach(() => localStorage.clear());

  it('opens the sign-in modal for a signed-out visitor, and stays off', async () => {
    renderWithProviders(<CatalogCard />, { mocks: [list] });
    const button = await heart();
    expect(button).toHaveAccessibleName('Add to wishlist');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(button);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sign In');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds and removes at once, before the server answers, saying so in its name and state', async () => {
    renderWithProviders(<CatalogCard />, {
      mocks: [signIn(), list, answered(true), answered(false)],
      appCache: true,
    });
    const user = userEvent.setup();
    await user.click(await heart());
    // Optimistic: pressed while the answer is still on its way.
    expect(await heart()).toHaveAttribute('aria-pressed', 'true');
    expect(await heart()).toHaveAccessibleName('Remove from wishlist');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await heart()).toHaveAttribute('aria-pressed', 'true');

    await user.click(await heart());
    expect(await heart()).toHaveAttribute('aria-pressed', 'false');
    expect(await heart()).toHaveAccessibleName('Add to wishlist');
  });

  it('goes back and says why when the server refuses', async () => {
    renderWithProviders(<CatalogCard />, {
      mocks: [
        signIn(),
        list,
        change(true, {
          errors: [
            new GraphQLError('Only published courses can be added to a wishlist', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        }),
      ],
      appCache: true,
    });
    await userEvent.setup().click(await heart());
    expect(await heart()).toHaveAttribute('aria-pressed', 'true');
    expect(await findToast('Only published courses can be added to a wishlist')).toHaveAttribute(
      'data-type',
      'error',
    );
    await waitFor(async () => expect(await heart()).toHaveAttribute('aria-pressed', 'false'));
  });
});
